import { expect, type Page } from '@playwright/test';
import { hydrated } from './site';

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
