import { expect, type Locator, type Page } from '@playwright/test';
import { translator } from './locales';
import { LANGUAGES } from '../../src/i18n/languages';
import { languageOf } from './pages';
import { until } from './engine';
import type { Evaluate } from './lineBreaks';

export { NOT_FOUND_PAGES, PAGE_PATHS, barLinks, languageOf } from './pages';

export * from './widths';

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

export const LANGUAGE_BUTTON = '#site-menu button[popovertarget]';
export const languageButton = (page: Page) => page.locator(LANGUAGE_BUTTON);

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

/** Opens the language dropdown and checks its list is shown beside its button, inside the screen; before hydration
 * too (a popover). */
export async function openLanguageDropdown(page: Page) {
  const button = languageButton(page);
  await button.click();
  await expectExpanded(button, true);
  const selector = `[id="${await button.getAttribute('popovertarget')}"]`;
  const list = page.locator(selector);
  await expect(list).toBeVisible();
  expect(misplaced(await page.evaluate(boxes, [LANGUAGE_BUTTON, selector]))).toEqual([]);
  return list;
}

/** In the page: the boxes of a button and its list, and the viewport's size. */
export const boxes = (selectors: string[]) => {
  const box = (selector: string) => {
    const { left, right, top, bottom } = document.querySelector(selector)!.getBoundingClientRect();
    return { left: Math.round(left), right: Math.round(right), top: Math.round(top), bottom: Math.round(bottom) };
  };
  const [button, list] = selectors.map(box);
  return { button, list, width: document.documentElement.clientWidth, height: innerHeight };
};

/** Where the list is wrong: off the screen, or not beside its button (above or below it, overlapping it across). */
export function misplaced({ button, list, width, height }: ReturnType<typeof boxes>): string[] {
  const problems: string[] = [];
  if (list.left < 0 || list.right > width || list.top < 0 || list.bottom > height)
    problems.push(`off the ${width}×${height} screen`);
  const gap = list.top >= button.bottom - 1 ? list.top - button.bottom : button.top - list.bottom;
  if (gap < -1 || gap > 16 || list.left >= button.right || list.right <= button.left)
    problems.push(`not beside its button (gap ${gap} px)`);
  return problems.length
    ? [`${problems.join(', ')}: list ${JSON.stringify(list)}, button ${JSON.stringify(button)}`]
    : [];
}

/** Records each document's paints with its path and lang in sessionStorage (it outlives a redirect); run before the
 * page's own scripts. */
export const PAINT_PROBE = `if (!location.pathname.endsWith('.txt')) new PerformanceObserver((list) => {
  const paints = JSON.parse(sessionStorage.getItem('probed-paints') || '[]');
  for (const { name } of list.getEntries()) paints.push([name, location.pathname, document.documentElement.lang]);
  sessionStorage.setItem('probed-paints', JSON.stringify(paints));
}).observe({ type: 'paint', buffered: true });`;

/** In the page: PAINT_PROBE's paints as [name, path, lang], once the first contentful paint is among them. */
export const probedPaints = () => {
  const list = JSON.parse(sessionStorage.getItem('probed-paints') || '[]') as string[][];
  return list.some(([name]) => name === 'first-contentful-paint') ? list : null;
};

/** page.evaluate for a function of any number of arguments, as the engines' evaluate (support/engine.ts). */
export const evaluator =
  (page: Page) =>
  <A extends unknown[], T>(fn: (...args: A) => T, ...args: A) =>
    page.evaluate<Awaited<T>>(`(${fn})(...${JSON.stringify(args)})`);

/** In the page: how far below the sticky header's bottom an element's top is, in px. */
export const belowHeader = (id: string) =>
  Math.round(document.getElementById(id)!.getBoundingClientRect().top) -
  Math.round(document.querySelector('header')!.getBoundingClientRect().bottom);

/** Follows a section link from the top of the page; throws unless its section comes to rest just below the sticky
 * header (within 1.5rem). */
export async function followSectionLink(evaluate: Evaluate, click: (selector: string) => Promise<void>, id: string) {
  // At once: the page's smooth scrolling would still be moving when the link is clicked.
  await evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await click(`main a[href="#${id}"]`);
  let last = NaN;
  await until(async () => {
    const gap = await evaluate(belowHeader, id);
    const settled = gap === last && gap >= -1 && gap <= 24; // there, and no longer moving
    last = gap;
    return settled;
  }, `#${id} just below the header`).catch(() => Promise.reject(new Error(`#${id}: ${last} px below the header`)));
}
