/** @jest-environment node */
import { RULES, isHidden, placementOf } from '../../../src/review/placements';
import { leavesOf } from '../../../src/review/strings';
import { loadLocales } from '../../support/locales';

const keys = Object.values(loadLocales()).flatMap((namespaces) =>
  Object.entries(namespaces).flatMap(([ns, json]) => leavesOf(json).map(({ key }) => ({ ns, key }))),
);

describe('where each string appears (src/review/placements.ts)', () => {
  it('knows a place for every key, and has no rule that matches no key (a renamed key leaves no stale rule)', () => {
    expect(keys.length).toBeGreaterThan(200);
    expect(keys.filter(({ ns, key }) => placementOf(ns, key).group === 'unplaced')).toEqual([]);
    const used = new Set(keys.map(({ ns, key }) => placementOf(ns, key).rule));
    expect(RULES.filter((_, i) => !used.has(i)).map(([pattern]) => pattern)).toEqual([]);
  });

  it('tells the strings no page shows as text from the ones it does', () => {
    const hidden = keys.filter(({ ns, key }) => isHidden(placementOf(ns, key)));
    expect(hidden.length).toBeGreaterThan(20);
    expect(hidden.length).toBeLessThan(keys.length / 2);
    expect(placementOf('nav', 'meta.home.title').places).toEqual(['title']);
    expect(placementOf('nav', 'meta.course.description').group).toBe('structuredData');
    expect(placementOf('about', 'imageAlt').places).toEqual(['alt']);
    expect(placementOf('nav', 'notFound.back').group).toBe('notFound');
  });

  it('puts a key no rule knows under "unplaced"', () => {
    expect(placementOf('home', 'brandNew')).toEqual({ group: 'unplaced', places: ['unplaced'], rule: RULES.length });
    expect(placementOf('nav', 'meta.home.title.extra').group).toBe('unplaced');
  });
});
