import type { Page } from '@playwright/test';

/**
 * Waits until the page has hydrated: gatsby-browser.tsx marks
 * <html data-hydrated="true"> once the client has taken over the server
 * markup. Clicks before that do nothing (the page paints before it hydrates).
 */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** The pages every browser gate visits: three pages in two languages, plus both 404 pages. */
export const PAGES = ['/', '/about/', '/resources/', '/zh/', '/zh/about/', '/zh/resources/'] as const;

/** Unknown paths answer with the localized 404 page. */
export const NOT_FOUND_PAGES = ['/no-such-page/', '/zh/no-such-page/'] as const;

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 740 },
} as const;
