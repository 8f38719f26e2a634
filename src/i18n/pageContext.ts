import type { HeadProps, PageProps } from 'gatsby';
import type { PageContext } from 'gatsby-plugin-react-i18next/dist/types';
import { headTranslations, type LocaleNodes } from './headTranslations';

export type { PageContext };

/** Props of a localized page and of its Head export. */
export type LocalizedPageProps<Data> = PageProps<Data, PageContext>;
export type LocalizedHeadProps<Data> = HeadProps<Data, PageContext>;

type WithLocales = { readonly locales: LocaleNodes };

/**
 * The data of a page whose query selects only its strings (`locales: allLocale(…) { ...LocaleStrings }`): a type that
 * exists before any build, so a new page typechecks at once. A page whose query selects more uses the type the build
 * generates from its query's name (Queries.<Name>Query, in src/gatsby-types.d.ts).
 */
export type StringsOnly = { readonly locales: Queries.LocaleStringsFragment };

/** What every Head export needs: language, path without prefix, and a `t`. */
export function headContext<Data extends WithLocales>({ data, pageContext }: LocalizedHeadProps<Data>) {
  const language = pageContext.language;
  return {
    language,
    originalPath: pageContext.i18n.originalPath,
    t: headTranslations(data.locales, language),
  };
}
