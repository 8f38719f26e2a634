/** @jest-environment node */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { dataCopy, localeCopy } from '../../../gatsby/copyDeck/copy';
import { NOT_COPY, PAGE_RULES, RULES, isHidden, matcher, placementOf } from '../../../gatsby/copyDeck/placements';
import { unwrapPlaceholders } from '../../../src/data/placeholders';
import { leavesOf } from '../../../gatsby/copyDeck/strings';
import { BAR_PAGES, PAGES } from '../../../src/site/pages';
import { loadLocales } from '../../support/locales';

const dataDir = join(__dirname, '..', '..', '..', 'data');
const dataFiles = Object.fromEntries(
  readdirSync(dataDir).map((name) => [
    name.replace(/\.json$/, ''),
    JSON.parse(readFileSync(join(dataDir, name), 'utf8')),
  ]),
);
const locales = localeCopy(loadLocales());
const data = dataCopy(dataFiles);
const keys = [...locales, ...data].map(({ source, key }) => ({ source, key }));
const notCopy = NOT_COPY.map(matcher);

describe('where each string appears (gatsby/copyDeck/placements.ts)', () => {
  it('knows a place for every key of locales/, and has no rule that matches no string (none goes stale)', () => {
    expect(locales.length).toBeGreaterThan(200);
    expect(locales.filter(({ source, key }) => placementOf(source, key).group === 'unplaced')).toEqual([]);
    const used = new Set(keys.map(({ source, key }) => placementOf(source, key).rule));
    expect(RULES.filter((_, i) => !used.has(i)).map(({ keys: pattern }) => pattern)).toEqual([]);
  });

  it('sorts every string of data/ into copy (placed) or not copy (keys, addresses, facts), never both', () => {
    // Numbers and booleans are never copy: only the strings.
    const texts = (value: unknown): unknown =>
      typeof value === 'string'
        ? value
        : Array.isArray(value)
          ? value.map(texts)
          : value && typeof value === 'object'
            ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, texts(v)]))
            : undefined;
    const strings = Object.entries(dataFiles).flatMap(([name, json]) =>
      leavesOf(texts(unwrapPlaceholders(json).value))
        .filter(({ value }) => value !== 'undefined')
        .map(({ key }) => `data/${name}:${key}`),
    );
    const copy = new Set(data.map(({ source, key }) => `${source}:${key}`));
    const sorted = strings.map((id) => [id, Number(copy.has(id)) + notCopy.filter((m) => m.test(id)).length]);
    expect(sorted.filter(([, count]) => count !== 1)).toEqual([]);
    // The texts of data/resource*.json (English only) and the brand and network names of data/site.json.
    const resources = data.filter(({ source }) => /^data\/resource/.test(source));
    expect(resources.length).toBe(2 + 2 * dataFiles.resourceGroups.length + 2 * dataFiles.resources.length);
    expect(data.filter(({ source }) => source === 'data/site').map(({ key }) => key)).toEqual([
      'brand',
      ...dataFiles.site.social.map((_: unknown, i: number) => `social[${i}].label`),
    ]);
  });

  it('names the control of every string no page shows as text, and the page of every string', () => {
    const hidden = keys.filter(({ source, key }) => isHidden(placementOf(source, key)));
    expect(hidden.length).toBeGreaterThan(20);
    expect(hidden.length).toBeLessThan(keys.length / 2);
    const unnamed = hidden.filter(({ source, key }) => {
      const { places, control } = placementOf(source, key);
      return places.some((place) => ['label', 'alt', 'onFocus'].includes(place)) && !control;
    });
    expect(unnamed).toEqual([]);
    for (const { source, key } of keys) expect(placementOf(source, key).at.page).toMatch(/^\/([a-z0-9-]+\/)*$/);
    for (const page of PAGES) {
      const head = placementOf(page.id, 'meta.title');
      expect([page.id, head.group, head.at.page]).toEqual([page.id, 'search', page.path]);
      expect(head.places).toEqual([page.indexed ? 'title' : 'tab']);
      // Whatever else its strings file holds is on the page itself, in its own group.
      expect(placementOf(page.id, 'anyNewKey')).toMatchObject({ group: page.id, at: { page: page.path } });
    }
    for (const page of BAR_PAGES) expect(placementOf(page.id, 'nav').group).toBe('navigation');
    expect(placementOf('nav', 'meta.course.description').group).toBe('structuredData');
    expect(placementOf('about', 'imageAlt').places).toEqual(['alt']);
    expect(placementOf('notFound', 'back').group).toBe('notFound');
  });

  it('points at the section of the home page each service string is in (data/services.json)', () => {
    for (const { sectionId, features } of dataFiles.services as { sectionId: string; features: { key: string }[] }[]) {
      expect(placementOf('services', `${sectionId}.title`).at).toEqual({ page: '/', section: sectionId });
      for (const { key } of features)
        expect(placementOf('services', `features.${key}.text`).at).toEqual({ page: '/', section: sectionId });
    }
    const [first] = dataFiles.resources as { group: string }[];
    expect(placementOf('data/resources', '[0].title').at).toEqual({
      page: '/resources/',
      section: `group-${first.group}`,
    });
  });

  it('puts a key no rule knows under "unplaced"', () => {
    expect(placementOf('nav', 'brandNew')).toMatchObject({
      group: 'unplaced',
      places: ['unplaced'],
      rule: RULES.length + PAGE_RULES.length,
    });
    expect(placementOf('nav', 'meta.siteName.extra').group).toBe('unplaced');
    expect(placementOf('data/resources', '[0].link').group).toBe('unplaced');
  });
});
