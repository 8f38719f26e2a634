import type { Page } from '@playwright/test';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../src/i18n/languages';
import { localizePath, stripLanguagePrefix } from '../../src/i18n/paths';
import { pageAt } from '../../src/site/pages';
import { buildEnv } from '../../src/site/env';
import { expect, test } from '../support/fixtures';
import { barLinks, copy, languageOf, open } from '../support/site';

/**
 * Gatsby's Head API also runs in the browser: after hydration and after a client-side navigation the <head> must
 * describe the page now shown, once (no duplicated or stale canonical, alternates, cards or JSON-LD).
 */
const { siteUrl } = buildEnv({ ...process.env, CONTEXT: 'production' });

async function head(page: Page) {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) =>
      [...document.head.querySelectorAll(selector)].map((el) => el.getAttribute(name));
    return {
      lang: document.documentElement.lang,
      title: [...document.head.querySelectorAll('title')].map((title) => title.textContent),
      canonical: attr('link[rel="canonical"]', 'href'),
      alternates: attr('link[rel="alternate"][hreflang]', 'href'),
      ogUrl: attr('meta[property="og:url"]', 'content'),
      ogImage: attr('meta[property="og:image"]', 'content'),
      manifest: attr('link[rel="manifest"]', 'href'),
      robots: attr('meta[name="robots"]', 'content'),
      jsonLdTypes: [...document.head.querySelectorAll('script[type="application/ld+json"]')].flatMap((s) =>
        (JSON.parse(s.textContent ?? '{}')['@graph'] ?? []).map((n: { '@type': string }) => n['@type']),
      ),
    };
  });
}

/** The head a page of the site has, from its path alone. */
function expectedHead(path: string) {
  const language = languageOf(path);
  const page = stripLanguagePrefix(path);
  const { id, structuredData } = pageAt(path)!;
  return {
    lang: language.htmlLang,
    title: [copy(path)(`${id}:meta.title`)],
    canonical: [`${siteUrl}${path}`],
    alternates: [...LANGUAGES.map(({ code }) => `${siteUrl}${localizePath(page, code)}`), `${siteUrl}${page}`],
    ogUrl: [`${siteUrl}${path}`],
    ogImage: [`${siteUrl}/og-image.png`],
    manifest: [
      language.code === DEFAULT_LANGUAGE ? '/manifest.webmanifest' : `/manifest_${language.htmlLang}.webmanifest`,
    ],
    robots: [],
    jsonLdTypes: [...structuredData],
  };
}

for (const home of ['/', '/zh/']) {
  test(`${home}: one head after hydration, following each client-side navigation`, async ({ page }) => {
    const t = copy(home);
    await open(page, home);
    expect(await head(page)).toEqual(expectedHead(home));
    const nav = page.getByRole('navigation', { name: t('nav:primary') });
    // Every page of the bar but the one we are on (src/site/pages.ts).
    for (const { id, name, href: path } of barLinks(t, languageOf(home).code).filter(
      (link) => !link.external && link.href !== home,
    )) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page).toHaveTitle(t(`${id}:meta.title`));
      expect(await head(page)).toEqual(expectedHead(path));
      // A rule only /about/ uses, inserted by emotion in the browser under the CSP (fixture-watched): it applies.
      if (id === 'about')
        await expect(page.locator('section[aria-labelledby="mission-title"]')).toHaveCSS('border-left-width', '6px');
    }
  });
}
