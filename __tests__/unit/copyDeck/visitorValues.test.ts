/** @jest-environment node */
import { localeCopy } from '../../../gatsby/copyDeck/copy';
import { placeholdersOf } from '../../../gatsby/copyDeck/strings';
import { visitorValuesOf } from '../../../gatsby/copyDeck/visitorValues';
import { site } from '../../../src/data/site';
import { services } from '../../support/data';
import { loadLocales, translator } from '../../support/locales';

const locales = loadLocales();
const strings = localeCopy(locales);
const withPlaceholders = strings.filter(({ value }) => placeholdersOf(value).length);

describe('what a {{placeholder}} becomes, as the deck says it', () => {
  it("shows what a visitor gets for every string of the site that holds one (the deck's own aside)", () => {
    expect(withPlaceholders.length).toBeGreaterThan(5);
    const site = withPlaceholders.filter(({ source }) => source !== 'review');
    expect(site.filter(({ source, key, value }) => !visitorValuesOf(source, key, value))).toEqual([]);
  });

  it.each(Object.keys(locales))('explains every placeholder name in plain words in %s (review.json › fills)', (lng) => {
    const t = translator(lng);
    const names = [...new Set(withPlaceholders.flatMap(({ value }) => placeholdersOf(value)))];
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) expect(t(`review:fills.${name}`)).not.toMatch(/fills|\{\{/);
  });

  it('fills each one with the facts of data/, none left as {{…}}', () => {
    const facts = {
      brand: site.brand,
      email: site.email,
      networks: site.social.map((s) => s.label),
      services: services.map((s) => s.sectionId),
    };
    for (const lng of ['en', 'zh'] as const) {
      const t = translator(lng);
      for (const { source, key, value, language } of withPlaceholders.filter((s) => s.language === lng)) {
        const values = visitorValuesOf(source, key, value)?.(t, lng, facts, value) ?? [];
        for (const text of values) expect([key, text]).not.toEqual([key, expect.stringMatching(/\{\{|\}\}/)]);
        if (source !== 'review') expect([key, language, values.length > 0]).toEqual([key, lng, true]);
      }
    }
  });
});
