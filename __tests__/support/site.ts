import { expect, type Locator, type Page } from '@playwright/test';
import { translator } from './locales';
import { LANGUAGES } from '../../src/i18n/languages';
import { languageOf } from './pages';

export { NOT_FOUND_PAGES, PAGE_PATHS, barLinks, languageOf } from './pages';

export const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 375, height: 740 } } as const;

/** The t function over locales/ of the language a path renders in (texts a test expects). */
const translators = new Map(LANGUAGES.map(({ code }) => [code, translator(code)]));
export const copy = (path: string) => translators.get(languageOf(path).code)!;

/** Waits for <html data-hydrated="true"> (gatsby-browser.tsx; clicks before it do nothing) and a settled network. */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

/** The mobile menu toggle (its name changes as it opens and closes, so find it by what it opens). */
export const menuToggle = (page: Page) => page.locator('button[popovertarget="site-menu"]');

export const languageButton = (page: Page) => page.locator('#site-menu button[popovertarget]');

export const popoverOf = async (button: Locator) =>
  button.page().locator(`[id="${await button.getAttribute('popovertarget')}"]`);

type Probe = { __expandedProbe?: Element };

/** The expanded state Chromium's accessibility tree gives a control (a popover's button has no aria-expanded, and
 * Playwright's `getByRole(…, { expanded })` misses it). Works with JavaScript off. */
export async function expandedState(control: Locator): Promise<boolean | undefined> {
  const page = control.page();
  await control.evaluate((element) => void ((window as Probe).__expandedProbe = element));
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'window.__expandedProbe' });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      objectId: result.objectId,
      fetchRelatives: false,
    });
    return nodes[0]?.properties?.find((property) => property.name === 'expanded')?.value.value as boolean | undefined;
  } finally {
    await cdp.detach();
    await control.evaluate(() => void delete (window as Probe).__expandedProbe);
  }
}

/** Expects a control to be exposed as expanded or collapsed (retrying, as web-first assertions do). */
export const expectExpanded = (control: Locator, expanded: boolean) =>
  expect.poll(() => expandedState(control), { message: `expanded ${expanded}` }).toBe(expanded);

/** Opens the mobile menu (below the md breakpoint) and checks it is open; before hydration too (a popover). */
export async function openMobileMenu(page: Page) {
  await menuToggle(page).click();
  await expectExpanded(menuToggle(page), true);
  await expect(page.locator('#site-menu')).toBeVisible();
}

/** Opens the language dropdown and checks its list of languages is shown; before hydration too (a popover). */
export async function openLanguageDropdown(page: Page) {
  const button = languageButton(page);
  await button.click();
  await expectExpanded(button, true);
  const list = await popoverOf(button);
  await expect(list).toBeVisible();
  return list;
}
