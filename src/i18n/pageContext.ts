import type { HeadProps, PageProps } from 'gatsby';
import type { PageContext } from 'gatsby-plugin-react-i18next/dist/types';
import { headTranslations, type LocaleNodes } from './headTranslations';

export type { PageContext };

/** Props of a localized page and of its Head export. */
export type LocalizedPageProps<Data> = PageProps<Data, PageContext>;
export type LocalizedHeadProps<Data> = HeadProps<Data, PageContext>;

type WithLocales = { readonly locales: LocaleNodes };

/** What every Head export needs: language, path without prefix, and a `t`. */
export function headContext<Data extends WithLocales>({ data, pageContext }: LocalizedHeadProps<Data>) {
  const language = pageContext.language;
  return {
    language,
    originalPath: pageContext.i18n.originalPath,
    t: headTranslations(data.locales, language),
  };
}
