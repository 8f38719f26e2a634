import type { ComponentType } from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { LocalizedPageProps } from '../../src/i18n/pageContext';
import { staticQueryData } from './gatsbyMock';
import { i18nContext } from './i18nContext';
import { loadLocales } from './locales';
import { renderWithI18n } from './renderWithI18n';

const resources = loadLocales();

/** The fake image the gatsby mock answers with, as a page query's gatsbyImageData. */
export const testImage = staticQueryData.file.childImageSharp.gatsbyImageData as IGatsbyImageData;

/** data.locales as a page query's `...LocaleStrings` returns it: the namespaces it asks for, in one language. */
export function localeStrings(language: string, namespaces: readonly string[]) {
  return {
    edges: namespaces.map((ns) => ({
      node: { ns, language, data: JSON.stringify(resources[language][ns]) },
    })),
  };
}

export function pageProps<Data>(data: Data, language: string, originalPath: string): LocalizedPageProps<Data> {
  const i18n = i18nContext(language, originalPath);
  const location = { ...window.location, pathname: i18n.path, state: null };
  return { path: i18n.path, uri: i18n.path, location, params: {}, data, pageContext: { language, i18n } } as never;
}

/** Renders a page component as Gatsby would: its query's data and page context, inside the i18n providers. */
export function renderPage<Data>(
  Page: ComponentType<LocalizedPageProps<Data>>,
  data: Data,
  language: string,
  originalPath: string,
) {
  return renderWithI18n(<Page {...pageProps(data, language, originalPath)} />, { language, originalPath });
}
