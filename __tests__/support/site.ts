import { expect, type Page, type Route } from '@playwright/test';
import { translator } from './locales';
import { LANGUAGES } from '../../src/i18n/languages';
import { languageOf } from './pages';

export { NOT_FOUND_PAGES, PAGES, languageOf } from './pages';

export const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 375, height: 740 } } as const;

/** The t function over locales/ of the language a path renders in (texts a test expects). */
const translators = new Map(LANGUAGES.map(({ code }) => [code, translator(code)]));
export const copy = (path: string) => translators.get(languageOf(path).code)!;

/** Waits for <html data-hydrated="true"> (gatsby-browser.tsx; clicks before it do nothing) and a settled network. */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

/** Opens a path and waits until it has hydrated. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

/** Answers a request with the real response's body edited; the decoded body drops its encoding and length headers. */
export async function fulfillEdited(route: Route, edit: (body: string) => string, drop: string[] = []) {
  const response = await route.fetch();
  const body = edit(await response.text());
  const gone = [...drop, 'content-encoding', 'content-length'];
  const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !gone.includes(name)));
  await route.fulfill({ response, body, headers });
  return body;
}

/** The mobile menu toggle (its name changes as it opens and closes, so find it by what it controls). */
export const menuToggle = (page: Page) => page.locator('button[aria-controls="site-menu"]');

/** The language dropdown's button, inside the menu panel. */
export const languageButton = (page: Page) => page.locator('#site-menu button[aria-expanded]');

/** Opens the mobile menu (below the md breakpoint) and checks it is open. */
export async function openMobileMenu(page: Page) {
  await hydrated(page);
  await menuToggle(page).click();
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#site-menu')).toBeVisible();
}

/** Opens the language dropdown and checks its list of languages is shown. */
export async function openLanguageDropdown(page: Page) {
  await hydrated(page);
  const button = languageButton(page);
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const list = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await expect(list).toBeVisible();
  return list;
}
