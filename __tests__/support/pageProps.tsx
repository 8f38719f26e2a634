import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { LanguageCode } from '../../src/i18n/languages';
import { type PageId, type SitePage, fileOf, namespacesOf } from '../../src/site/pages';
import { expertise, resourceGroups, resources, resourcesPage, services } from './data';
import { staticQueryData } from './gatsbyMock';
import { loadLocales } from './locales';
import { renderWithI18n } from './renderWithI18n';

const locales = loadLocales();

/** The fake image the gatsby mock answers with, as a page query's gatsbyImageData. */
export const testImage = staticQueryData.file.childImageSharp.gatsbyImageData as IGatsbyImageData;

/** data.locales as a page query's `...LocaleStrings` returns it: the namespaces it asks for, in one language. */
export function localeStrings(language: string, namespaces: readonly string[]) {
  return {
    edges: namespaces.map((ns) => ({
      node: { ns, language, data: JSON.stringify(locales[language][ns]) },
    })),
  };
}

const byOrder = <T extends { order: number }>(items: readonly T[]) => [...items].sort((a, b) => a.order - b.order);

/** Each page's query data besides its strings, as its query returns it. */
const QUERY_DATA: Record<PageId, object> = {
  home: { services: { nodes: byOrder(services) } },
  about: { expertise: { nodes: byOrder(expertise) }, portrait: { childImageSharp: { gatsbyImageData: testImage } } },
  resources: {
    page: resourcesPage,
    groups: { nodes: byOrder(resourceGroups) },
    resources: { nodes: byOrder(resources).sort((a, b) => a.group.localeCompare(b.group)) },
  },
  notFound: {},
};

/** Renders a page of src/site/pages.ts: its file with its query's data (all a page reads), in the i18n providers. */
export function renderSitePage(page: SitePage, language: LanguageCode) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the page's module, named by the registry
  const Page = require(`../../src/pages/${fileOf(page)}`).default;
  const data = { locales: localeStrings(language, namespacesOf(page)), ...QUERY_DATA[page.id] };
  return renderWithI18n(<Page data={data} />, { language, originalPath: page.path });
}
