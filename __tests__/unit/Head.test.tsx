import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { headTranslations } from '../../src/i18n/pageContext';
import { LANGUAGE_CODES, PREFIXED_LANGUAGES, getLanguage } from '../../src/i18n/languages';
import { PAGES, fileOf, namespacesOf } from '../../src/site/pages';
import { i18nContext } from '../support/i18nContext';
import { localeStrings } from '../support/pageProps';
import { staticQueryData } from '../support/gatsbyMock';

/** Each page of src/site/pages.ts, its Head export and the namespaces gatsby-node gives its query. */
const pages = PAGES.map((page) => ({
  ...page,
  file: fileOf(page),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the page's module, named by the registry
  Head: require(`../../src/pages/${fileOf(page)}`).Head as (props: Record<string, unknown>) => ReactElement,
}));

function renderHead(page: (typeof pages)[number], language: string) {
  const i18n = i18nContext(language, page.path);
  const props = { location: { pathname: i18n.path }, params: {}, pageContext: { language, i18n, page: page.id } };
  const data = { locales: localeStrings(language, namespacesOf(page)) };
  return { path: i18n.path, markup: renderToStaticMarkup(<page.Head {...props} data={data} />) };
}

// Lang, title and the other tags of every built page: built/seo.test.ts. A missing key throws (headTranslations).
describe.each(LANGUAGE_CODES)('Head exports (%s)', (language) => {
  afterEach(() => jest.restoreAllMocks());

  it.each(pages)('$file: Head renders from its query’s namespaces, with no warning', (page) => {
    // i18next and React report problems through the console: there must be none.
    const console = [jest.spyOn(global.console, 'warn'), jest.spyOn(global.console, 'error')];
    expect(renderHead(page, language).markup).toContain(`<html lang="${getLanguage(language).htmlLang}">`);
    for (const spy of console) expect(spy).not.toHaveBeenCalled();
  });
});

it('on a deploy preview (siteMetadata from buildEnv): noindex, and canonical, og:url and og:image at its address', () => {
  const { siteMetadata } = staticQueryData.site;
  const production = { ...siteMetadata };
  const preview = 'https://deploy-preview-1--coach.netlify.app';
  Object.assign(siteMetadata, { siteUrl: preview, indexable: false });
  try {
    const { path, markup } = renderHead(
      pages.find(({ id }) => id === 'about')!,
      PREFIXED_LANGUAGES[0].code,
    );
    const head = new DOMParser().parseFromString(markup, 'text/html');
    const attr = (selector: string, name: string) => head.querySelector(selector)?.getAttribute(name);
    expect([
      attr('meta[name="robots"]', 'content'),
      attr('link[rel="canonical"]', 'href'),
      attr('meta[property="og:url"]', 'content'),
      attr('meta[property="og:image"]', 'content'),
    ]).toEqual(['noindex', `${preview}${path}`, `${preview}${path}`, `${preview}/og-image.png`]);
    expect(markup).not.toContain(production.siteUrl);
  } finally {
    Object.assign(siteMetadata, production);
  }
});

it('headTranslations throws on a missing key instead of printing the key', () => {
  expect(() => headTranslations(localeStrings('zh', ['about']), 'zh')('nav:meta.nowhere.title')).toThrow(
    /nav:meta\.nowhere\.title.*locales\/zh/,
  );
});
