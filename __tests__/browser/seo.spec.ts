import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { PAGE_PATHS, barLinks, copy, languageOf, open } from '../support/site';
import { stripLanguagePrefix } from '../../src/i18n/paths';

// Gatsby's Head API also runs in the browser: after hydration and a client-side navigation the <head> is the built
// page's, once: nothing duplicated or stale.

/** The head's tags that name the page, read from the document shown, or from the built HTML of `path`. */
async function head(page: Page, path?: string) {
  const html = path && (await (await page.request.get(path)).text());
  return page.evaluate((built) => {
    const doc = built ? new DOMParser().parseFromString(built, 'text/html') : document;
    const attr = (selector: string, name: string) =>
      [...doc.head.querySelectorAll(selector)].map((el) => el.getAttribute(name));
    return {
      lang: doc.documentElement.lang,
      title: [...doc.head.querySelectorAll('title')].map((title) => title.textContent),
      canonical: attr('link[rel="canonical"]', 'href'),
      alternates: attr('link[rel="alternate"][hreflang]', 'href'),
      ogUrl: attr('meta[property="og:url"]', 'content'),
      ogImage: attr('meta[property="og:image"]', 'content'),
      manifest: attr('link[rel="manifest"]', 'href'),
      robots: attr('meta[name="robots"]', 'content'),
      jsonLdTypes: [...doc.head.querySelectorAll('script[type="application/ld+json"]')].flatMap((s) =>
        (JSON.parse(s.textContent ?? '{}')['@graph'] ?? []).map((n: { '@type': string }) => n['@type']),
      ),
    };
  }, html);
}

for (const home of PAGE_PATHS.filter((p) => stripLanguagePrefix(p) === '/')) {
  test(`${home}: one head after hydration, following each client-side navigation`, async ({ page }) => {
    const t = copy(home);
    await open(page, home);
    expect(await head(page)).toEqual(await head(page, home));
    const nav = page.getByRole('navigation', { name: t('nav:primary') });
    for (const { id, name, href: path } of barLinks(t, languageOf(home).code).filter(
      (link) => !link.external && link.href !== home,
    )) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page).toHaveTitle(t(`${id}:meta.title`));
      expect(await head(page)).toEqual(await head(page, path));
      // A rule only /about/ uses, inserted by emotion in the browser under the CSP (fixture-watched): it applies.
      if (id === 'about')
        await expect(page.locator('main section:has(> h2)').first()).toHaveCSS('border-left-width', '6px');
    }
  });
}
