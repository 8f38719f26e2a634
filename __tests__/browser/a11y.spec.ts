import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { AXE_TAGS, describeViolations, expectNoAxeViolations } from '../support/axe';
import services from '../../data/services.json';
import { stripLanguagePrefix } from '../../src/i18n/paths';
import { NOT_FOUND_PAGES, PAGE_PATHS, VIEWPORTS, belowHeader, evaluator, expectExpanded } from '../support/site';
import { followSectionLink, languageButton, menuToggle, open as load } from '../support/site';
import { openLanguageDropdown, openMobileMenu } from '../support/site';

test.describe('axe: zero violations of WCAG 2.2 AA and best practices, closed and open; contrast in every state', () => {
  // Two full axe runs and two of contrast per test: 30 s is too tight on a loaded machine.
  test.describe.configure({ timeout: 60_000 });
  test.use({ expected: /\/no-such-page/ });
  for (const path of [...PAGE_PATHS, ...NOT_FOUND_PAGES]) {
    for (const [viewport, control, openIt, toggle] of [
      [VIEWPORTS.desktop, 'dropdown', openLanguageDropdown, languageButton],
      [VIEWPORTS.mobile, 'menu', openMobileMenu, menuToggle],
    ] as const) {
      test(`${path} at ${viewport.width} px, and with the ${control} open, hovered and focused`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await load(page, path);
        await expectNoAxeViolations(page, `${path} @${viewport.width}`);
        await openIt(page);
        await expectNoAxeViolations(page, `${path} @${viewport.width}, ${control} open`);
        await expectContrastInEveryState(page);
        await page.keyboard.press('Escape');
        await expectExpanded(toggle(page), false);
      });
    }
  }
});

test.describe('keyboard', () => {
  test('the skip link is the first tab stop, is visible when focused, and moves focus to <main>', async ({ page }) => {
    for (const path of PAGE_PATHS) {
      await load(page, path);
      await page.keyboard.press('Tab');
      const skip = page.locator(':focus');
      await expect(skip).toHaveAttribute('href', '#main');
      const box = await skip.boundingBox();
      expect(box && box.y >= 0 && box.height >= 24, `${path}: the focused skip link is on screen`).toBe(true);
      await page.keyboard.press('Enter');
      await expect(page.locator('main#main')).toBeFocused();
      // The next Tab continues after the start of the main content, not from the header.
      await page.keyboard.press('Tab');
      const afterMainStart = await page.evaluate(() => {
        const main = document.querySelector('main')!;
        return Boolean(document.activeElement!.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_PRECEDING);
      });
      expect(afterMainStart, `${path}: focus moved on from <main>`).toBe(true);
    }
  });

  test('every control shows a visible focus indicator (outline of at least 2 px)', async ({ page }) => {
    for (const viewport of Object.values(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await load(page, '/');
      let visited = 0;
      for (let i = 0; i < 100; i += 1) {
        await page.keyboard.press('Tab');
        const focus = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body || el.dataset.tabVisited) return null;
          el.dataset.tabVisited = 'true';
          const style = getComputedStyle(el);
          return {
            name: `${el.tagName} ${el.getAttribute('href') ?? ''} ${el.textContent?.trim().slice(0, 30)}`,
            outline: style.outlineStyle !== 'none' ? parseFloat(style.outlineWidth) : 0,
            focusVisible: el.matches(':focus-visible'),
          };
        });
        if (!focus) break;
        visited += 1;
        expect(focus.focusVisible, `${focus.name} matches :focus-visible`).toBe(true);
        expect(focus.outline, `${focus.name} has a focus outline`).toBeGreaterThanOrEqual(2);
      }
      expect(visited, 'tabbed through the page').toBeGreaterThan(10);
    }
  });

  // The rest of the menu's keyboard use, before and after hydration: controls.spec.ts (menuWorks).
  test('the mobile menu: Space opens it, Enter on a link closes it, so does tabbing past its last link', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await load(page, '/');
    await menuToggle(page).focus();
    await page.keyboard.press('Space');
    await expectExpanded(menuToggle(page), true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.locator('#site-menu a[href="/about/"]')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about\/$/);
    await expectExpanded(menuToggle(page), false);
    await openMobileMenu(page);
    const stops = await page.locator('#site-menu :is(a, button):visible').count();
    for (let i = 0; i <= stops; i += 1) await page.keyboard.press('Tab');
    await expect(page.locator(':is(main, footer) :focus')).toHaveCount(1);
    await expect(page.locator('#site-menu')).toBeHidden();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
  });
});

/** axe checks colours as they are: force every link and button into hover or focus (CSS.forcePseudoState) first. */
async function forceState(page: Page, pseudoClasses: string[]) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'a, button' });
  for (const nodeId of nodeIds) await cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: pseudoClasses });
  return nodeIds.length;
}

/** Focus rings under 3:1 (WCAG 1.4.11) against the nearest background behind them and every gradient colour above. */
const weakRings = (page: Page) =>
  page.evaluate(() => {
    type Rgba = number[];
    const parse = (colour: string): Rgba => [...(colour.match(/[\d.]+/g) ?? []).map(Number), 1].slice(0, 4);
    const over = ([r, g, b, a]: Rgba, under: Rgba): Rgba => [r, g, b].map((c, i) => c * a + under[i] * (1 - a));
    const luminance = (rgb: Rgba) =>
      rgb
        .slice(0, 3)
        .map((c) => c / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
    const ratio = (a: Rgba, b: Rgba) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    const problems: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>('a, button')) {
      const style = getComputedStyle(control);
      if (!control.getClientRects().length || style.outlineStyle === 'none') continue;
      let base = [255, 255, 255];
      const tints: Rgba[] = [];
      for (let box = control.parentElement; box; box = box.parentElement) {
        const { backgroundColor, backgroundImage } = getComputedStyle(box);
        const gradient = (backgroundImage.match(/rgba?\([^)]*\)/g) ?? []).map(parse);
        tints.push(...gradient);
        if (parse(backgroundColor)[3] > 0 || (gradient.length && gradient.every((c) => c[3] === 1))) {
          base = over(parse(backgroundColor)[3] > 0 ? parse(backgroundColor) : gradient[0], base);
          break;
        }
      }
      const ring = parse(style.outlineColor);
      const worst = Math.min(...[base, ...tints.map((tint) => over(tint, base))].map((c) => ratio(ring, c)));
      if (worst < 3) problems.push(`${control.outerHTML.slice(0, 80)}: ${worst.toFixed(2)}:1`);
    }
    return problems;
  });

/** Links and buttons keep AA contrast when hovered and when focused, and their focus rings 3:1. */
async function expectContrastInEveryState(page: Page) {
  for (const state of [['hover'], ['focus', 'focus-visible']]) {
    expect(await forceState(page, state)).toBeGreaterThan(5);
    const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
    expect(results.passes.length + results.incomplete.length, 'color-contrast ran').toBeGreaterThan(0);
    expect(results.violations, `${state.join('+')}:\n${describeViolations(results.violations)}`).toEqual([]);
  }
  expect(await weakRings(page)).toEqual([]);
}

test('the forced-state contrast check can fail: a pale hover colour is caught', async ({ browser, baseURL }) => {
  // Only this test bypasses the CSP, to add a style sheet of its own.
  const context = await browser.newContext({ bypassCSP: true, baseURL });
  const page = await context.newPage();
  await load(page, '/');
  // No transition: axe reads the computed colour at once, which mid-transition is still the page's own.
  await page.addStyleTag({
    content: 'main a:hover { color: #d0d0d0 !important; background: #fff !important; transition: none !important; }',
  });
  await forceState(page, ['hover']);
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  expect(results.violations.map((v) => v.id)).toContain('color-contrast');
  await context.close();
});

// The section links, hydrated (before hydration: controls.spec.ts; Firefox and WebKit: engines/arrival.spec.ts).
for (const path of PAGE_PATHS.filter((p) => stripLanguagePrefix(p) === '/')) {
  test(`${path}: scrolling is smooth, a section link brings its section to just below the sticky header at ${VIEWPORTS.mobile.width} and ${VIEWPORTS.desktop.width} px; prefers-reduced-motion: reduce stops smooth scrolling and transitions`, async ({
    page,
  }) => {
    const scrollBehavior = () => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
    const click = (link: string) => page.locator(link).click();
    for (const viewport of Object.values(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await load(page, path);
      expect(await scrollBehavior()).toBe('smooth');
      for (const { sectionId } of services) await followSectionLink(evaluator(page), click, sectionId);
    }
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await scrollBehavior()).toBe('auto');
    const button = page.locator('main a').first();
    expect(parseFloat(await button.evaluate((el) => getComputedStyle(el).transitionDuration))).toBeLessThan(0.001);
    // A section link jumps at once.
    await click(`main a[href="#${services[0].sectionId}"]`);
    const gap = await page.evaluate(belowHeader, services[0].sectionId);
    expect(gap >= -1 && gap <= 24, `${gap} px below the header`).toBe(true);
  });
}

test('axe and the label-in-name check can fail: a nameless button, a "中" button named otherwise', async ({ page }) => {
  test.slow(); // two full axe runs
  await load(page, '/zh/');
  await page.evaluate(() => document.querySelector('main')!.append(document.createElement('button')));
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(results.violations.map((v) => v.id)).toContain('button-name');
  await page.evaluate(() => {
    const button = document.querySelector('main > button:last-child')!;
    button.textContent = '中';
    button.setAttribute('aria-label', '語言');
  });
  await expect(expectNoAxeViolations(page, 'a mislabelled button')).rejects.toThrow(/visible labels start/);
});
