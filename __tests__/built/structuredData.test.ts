/** @jest-environment jsdom */
import { site } from '../../src/data/site';
import { pageAt } from '../../src/site/pages';
import { buildEnv } from '../../src/site/env';
import { builtPages, languageOf, publicDir, readPage } from '../support/builtSite';

const { siteUrl } = buildEnv({ ...process.env, CONTEXT: 'production' });
type Node = Record<string, unknown> & { '@type': string; '@id'?: string };

/** Values at a dotted path; `[]` steps into every item of an array. */
function valuesAt(node: unknown, path: string): unknown[] {
  let current: unknown[] = [node];
  for (const step of path.split('.')) {
    const many = step.endsWith('[]');
    const key = many ? step.slice(0, -2) : step;
    current = current.flatMap((value) => {
      const next = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
      if (next === undefined || next === null || next === '') return [];
      return many && Array.isArray(next) ? next : [next];
    });
  }
  return current;
}

const required: Record<string, string[]> = {
  Person: ['name', 'url', 'sameAs', 'knowsAbout'],
  ProfessionalService:
    'name address.addressCountry address.addressLocality url areaServed.name knowsAbout sameAs'.split(' '),
  // Offer, course mode and schedule come only once confirmed in data/site.json: unit/structuredData.test.ts.
  Course: ['name', 'description', 'provider.name', 'timeRequired'],
  WebPage: ['url', 'name', 'inLanguage'],
  ProfilePage: ['url', 'name', 'inLanguage', 'mainEntity'],
  WebSite: ['url', 'name'],
};

const pages = builtPages(publicDir).filter((p) => !p.notFound);

describe.each(pages)('JSON-LD on $path', ({ path, file }) => {
  const page = readPage(file);
  const types: readonly string[] = pageAt(path)!.structuredData;
  const graph: Node[] = page.jsonLd.flatMap((doc) => (doc['@graph'] as Node[]) ?? [doc]);

  const byType = (type: string) => graph.find((n) => n['@type'] === type)!;

  it(`holds ${types.join(', ') || 'nothing'}, each with the required fields`, () => {
    expect(graph.map((n) => n['@type'])).toEqual(types);
    for (const doc of page.jsonLd) expect(doc['@context']).toBe('https://schema.org');
    const missing = types.flatMap((type) =>
      required[type].filter((field) => !valuesAt(byType(type), field).length).map((field) => `${type}.${field}`),
    );
    expect(missing).toEqual([]);
  });

  if (!types.length) return;

  it('references only nodes it defines, under this siteUrl', () => {
    const defined = new Set(graph.map((n) => n['@id']));
    const references = JSON.stringify(graph)
      .match(/"@id":"[^"]+"/g)!
      .map((m) => m.slice(7, -1));
    for (const id of references) {
      expect(id.startsWith(`${siteUrl}/`)).toBe(true);
      expect({ id, defined: defined.has(id) }).toEqual({ id, defined: true });
    }
  });

  // Values (area served, course name, weeks, schedule): __tests__/unit/structuredData.test.ts.
  it('names the social profiles as sameAs, the page language, and the course at its external address', () => {
    const social = site.social.map((s) => s.url);
    expect([byType('ProfessionalService').sameAs, byType('Person').sameAs]).toEqual([social, social]);
    const webPage = graph.find((n) => n['@id'] === `${siteUrl}${path}#webpage`)!;
    expect([webPage.inLanguage, page.lang]).toEqual([languageOf(path).htmlLang, languageOf(path).htmlLang]);
    if (types.includes('Course')) expect(byType('Course').url).toBe(site.links.course);
  });
});
