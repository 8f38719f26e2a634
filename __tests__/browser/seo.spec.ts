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

/** The computed layout and colours of every element of the page's main. */
const look = (page: Page) =>
  page.locator('main').evaluate((main) =>
    [...main.querySelectorAll('*')].map((el) => {
      const { display, fontSize, borderLeftWidth, padding, color, backgroundColor } = getComputedStyle(el);
      return [el.tagName, display, fontSize, borderLeftWidth, padding, color, backgroundColor].join(' ');
    }),
  );

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
      // The page's own rules, inserted by emotion in the browser under the CSP (fixture-watched), apply: its main
      // looks as on a fresh load.
      const fresh = await page.context().newPage();
      await open(fresh, path);
      expect(await look(page)).toEqual(await look(fresh));
      await fresh.close();
    }
  });
}
