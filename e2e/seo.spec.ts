import type { Page } from '@playwright/test';
import { resolveSiteAddress } from '../src/siteAddress';
import { expect, test } from './fixtures';
import { copy, hydrated } from './support/site';

/**
 * Gatsby's Head API also runs in the browser: after hydration and after a
 * client-side navigation the <head> must describe the page now shown, once
 * (no duplicated or stale canonical, alternates, cards or JSON-LD).
 */
const { siteUrl } = resolveSiteAddress({ ...process.env, CONTEXT: 'production' });

async function head(page: Page) {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) =>
      [...document.head.querySelectorAll(selector)].map((el) => el.getAttribute(name));
    return {
      lang: document.documentElement.lang,
      titles: document.head.querySelectorAll('title').length,
      title: document.title,
      canonical: attr('link[rel="canonical"]', 'href'),
      alternates: attr('link[rel="alternate"][hreflang]', 'href'),
      ogUrl: attr('meta[property="og:url"]', 'content'),
      ogImage: attr('meta[property="og:image"]', 'content'),
      manifest: attr('link[rel="manifest"]', 'href'),
      jsonLdTypes: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
        (JSON.parse(s.textContent ?? '{}')['@graph'] ?? []).map((n: { '@type': string }) => n['@type']),
      ),
    };
  });
}

test.describe('head in the browser', () => {
  test('English: stays single after hydration and follows a client-side navigation', async ({ page }) => {
    const t = copy('/');
    await page.goto('/');
    await hydrated(page);
    const home = await head(page);
    expect(home).toMatchObject({
      lang: 'en',
      titles: 1,
      canonical: [`${siteUrl}/`],
      alternates: [`${siteUrl}/`, `${siteUrl}/zh/`, `${siteUrl}/`],
      ogUrl: [`${siteUrl}/`],
      ogImage: [`${siteUrl}/og-image.png`],
      manifest: ['/manifest.webmanifest'],
      jsonLdTypes: [['WebSite', 'WebPage', 'Person', 'ProfessionalService', 'Course']],
    });

    const nav = page.getByRole('navigation', { name: t('nav:primary') });
    await nav.getByRole('link', { name: t('nav:about'), exact: true }).click();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page).toHaveTitle(t('nav:meta.about.title'));
    expect(await head(page)).toMatchObject({
      lang: 'en',
      titles: 1,
      canonical: [`${siteUrl}/about/`],
      alternates: [`${siteUrl}/about/`, `${siteUrl}/zh/about/`, `${siteUrl}/about/`],
      ogUrl: [`${siteUrl}/about/`],
      jsonLdTypes: [['WebSite', 'ProfilePage', 'Person', 'ProfessionalService']],
    });

    await nav.getByRole('link', { name: t('nav:resources'), exact: true }).click();
    await expect(page).toHaveURL(/\/resources\/$/);
    await expect(page).toHaveTitle(t('nav:meta.resources.title'));
    expect(await head(page)).toMatchObject({ canonical: [`${siteUrl}/resources/`], jsonLdTypes: [] });
  });

  test('Chinese: zh-HK head and manifest, kept across a client-side navigation', async ({ page }) => {
    const t = copy('/zh/');
    await page.goto('/zh/');
    await hydrated(page);
    expect(await head(page)).toMatchObject({
      lang: 'zh-HK',
      titles: 1,
      canonical: [`${siteUrl}/zh/`],
      manifest: ['/manifest_zh-HK.webmanifest'],
    });
    await page
      .getByRole('navigation', { name: t('nav:primary') })
      .getByRole('link', { name: t('nav:about'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/zh\/about\/$/);
    await expect(page).toHaveTitle(t('nav:meta.about.title'));
    expect(await head(page)).toMatchObject({
      lang: 'zh-HK',
      titles: 1,
      canonical: [`${siteUrl}/zh/about/`],
      ogUrl: [`${siteUrl}/zh/about/`],
      manifest: ['/manifest_zh-HK.webmanifest'],
    });
  });

  test.describe('a missing page', () => {
    test.use({ expected: /\/no-such-page/ });

    test('a missing /zh/ page is the Chinese 404, noindex', async ({ page }) => {
      const response = await page.goto('/zh/no-such-page/');
      expect(response?.status()).toBe(404);
      await page.waitForLoadState('networkidle');
      const notFound = await head(page);
      expect(notFound).toMatchObject({ lang: 'zh-HK', canonical: [], alternates: [] });
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });
  });
});
