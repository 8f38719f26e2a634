/**
 * Each page's Head export, rendered with only the namespaces its page query loads. The tags themselves are
 * checked on every built page (__tests__/built/seo.test.ts, structuredData.test.ts, preview.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Head as AboutHead } from '../../src/pages/about';
import { Head as NotFoundHead } from '../../src/pages/404';
import { Head as HomeHead } from '../../src/pages/index';
import { Head as ResourcesHead } from '../../src/pages/resources';
import { headTranslations } from '../../src/i18n/headTranslations';
import { getLanguage } from '../../src/i18n/languages';
import { i18nContext } from '../support/i18nContext';
import { loadLocales, translator } from '../support/locales';
import { localeStrings } from '../support/pageProps';

/** The namespaces a page's query loads: `ns: { in: ["nav", ...] }` in its source. */
function queryNamespaces(file: string): string[] {
  const list = readFileSync(join(__dirname, '..', '..', 'src', 'pages', file), 'utf8').match(
    /ns:\s*\{\s*in:\s*\[([^\]]*)\]/,
  );
  if (!list) throw new Error(`${file}: no ns filter in its page query`);
  return [...list[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]);
}

describe.each(['en', 'zh'])('Head exports (%s)', (language) => {
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['index.tsx', HomeHead, '/', 'home'],
    ['about.tsx', AboutHead, '/about/', 'about'],
    ['resources.tsx', ResourcesHead, '/resources/', 'resources'],
    ['404.tsx', NotFoundHead, '/404/', 'notFound'],
  ])('%s: Head renders from its query’s namespaces, with no warning', (file, head, originalPath, key) => {
    // i18next and React report problems through the console: there must be none.
    const console = [jest.spyOn(global.console, 'warn'), jest.spyOn(global.console, 'error')];
    const Head = head as (props: Record<string, unknown>) => ReactElement;
    const i18n = i18nContext(language, originalPath);
    const props = { location: { pathname: i18n.path }, params: {}, pageContext: { language, i18n } };
    const markup = renderToStaticMarkup(
      <Head {...props} data={{ locales: localeStrings(language, queryNamespaces(file)) }} />,
    );
    expect(markup).toContain(`<html lang="${getLanguage(language).htmlLang}">`);
    expect(new DOMParser().parseFromString(markup, 'text/html').title).toBe(
      translator(language)(`nav:meta.${key}.title`),
    );
    for (const spy of console) expect(spy).not.toHaveBeenCalled();
  });
});

describe('headTranslations', () => {
  const zh = loadLocales().zh;
  const locales = { edges: [{ node: { ns: 'nav', data: JSON.stringify(zh.nav) } }] };

  it('translates from the page query’s Locale nodes', () => {
    expect(headTranslations(locales, 'zh')('nav:meta.about.title')).toBe(translator('zh')('nav:meta.about.title'));
  });

  it('throws on a missing key instead of printing the key', () => {
    expect(() => headTranslations(locales, 'zh')('nav:meta.nowhere.title')).toThrow(
      /nav:meta\.nowhere\.title.*locales\/zh/,
    );
  });
});
