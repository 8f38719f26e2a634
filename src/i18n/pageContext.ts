import type { HeadProps, PageProps } from 'gatsby';
import i18next, { type TFunction } from 'i18next';
import type { PageId } from '../site/pages';
import { i18nextOptions } from './i18nextOptions';

/** The page context fields that gatsby-plugin-react-i18next sets and the site reads. If they move, the build fails. */
type PageContext = { language: string; i18n: { originalPath: string } };

/** Props of a localized page and of its Head export. */
export type LocalizedPageProps<Data> = PageProps<Data, PageContext>;
export type LocalizedHeadProps<Data> = HeadProps<Data, PageContext & { page: PageId }>;

/** Caches one i18next instance per page data and language, because Head renders again on every navigation. */
const instances = new WeakMap<Queries.LocaleStringsFragment, Map<string, TFunction>>();

/** A `t` for a Head export, which renders outside the plugin's i18n provider. A missing key throws, so the build
 * fails instead of showing a key as a page title. */
export function headTranslations(locales: Queries.LocaleStringsFragment, language: string): TFunction {
  const cached = instances.get(locales)?.get(language);
  if (cached) return cached;
  const resources: Record<string, Record<string, unknown>> = {};
  // Keep only this language's strings, since a 404 page's query loads every language's (see LanguageSwitcher).
  for (const { node } of locales.edges) {
    if (node.ns && node.data && node.language === language) resources[node.ns] = JSON.parse(node.data);
  }
  const instance = i18next.createInstance();
  instance.init({
    ...i18nextOptions,
    lng: language,
    resources: { [language]: resources },
    initAsync: false,
    saveMissing: true,
    missingKeyHandler: (_lngs, ns, key) => {
      throw new Error(
        `Head: no translation for "${ns}:${key}" in locales/${language}/ (namespaces loaded: ${Object.keys(resources).join(', ')})`,
      );
    },
  });
  if (!instances.has(locales)) instances.set(locales, new Map());
  instances.get(locales)!.set(language, instance.t);
  return instance.t;
}

/** The data of a page whose query selects only its strings. This type exists before any build, so a new page
 * typechecks at once; a query that selects more uses its generated Queries.<Name>Query (src/gatsby-types.d.ts). */
export type StringsOnly = { readonly locales: Queries.LocaleStringsFragment };

/** What every Head export needs: the page's id (gatsby/language/localizedPages.ts), language, bare path and `t`. */
export function headContext<Data extends StringsOnly>({ data, pageContext }: LocalizedHeadProps<Data>) {
  const language = pageContext.language;
  return {
    page: pageContext.page,
    language,
    originalPath: pageContext.i18n.originalPath,
    t: headTranslations(data.locales, language),
  };
}
