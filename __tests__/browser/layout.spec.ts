import { expect, type Page } from '@playwright/test';
import { test } from '../support/fixtures';
import { breakpoints, layout } from '../../src/styles/theme';
import { FINE_SWEEP, NOT_FOUND_PAGES, PAGE_PATHS, PHONE_WIDTHS, VIEWPORTS, evaluator, open } from '../support/site';
import { menuToggle, openLanguageDropdown, openMobileMenu } from '../support/site';
import { stripLanguagePrefix } from '../../src/i18n/paths';
import { hanLinesIn, lineBreaks } from '../support/lineBreaks';

// Long words never break the layout: a long unbroken token in every text, at PHONE_WIDTHS, cuts nothing off.
const TOKEN = `https://example.com/${'Datenverarbeitungsanwendung'.repeat(4)}`;

/** Puts TOKEN in the middle of every text node (scripts, styles and SVG aside); returns how many. */
async function injectLongToken(page: Page) {
  return page.evaluate((token) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || parent.closest('script, style, noscript, template, svg')) continue;
      if (getComputedStyle(parent).whiteSpace === 'nowrap') continue; // kept whole on purpose: a phrase's end
      nodes.push(node as Text);
    }
    for (const node of nodes) node.insertData(Math.floor(node.length / 2), token);
    return nodes.length;
  }, TOKEN);
}

/** What is wrong with the layout now: sideways scrolling, and each piece of visible text that is cut off. */
async function layoutProblems(page: Page) {
  return page.evaluate((token) => {
    const problems: string[] = [];
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > window.innerWidth) problems.push(`the page is ${scrollWidth} px wide at ${window.innerWidth} px`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.includes(token)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      if (rects.length === 0) continue; // not rendered (a closed menu)
      const where = `${node.parentElement!.tagName.toLowerCase()} "${node.textContent.slice(0, 24)}…"`;
      // Visually hidden text (screen-reader hints) sits in a 1 px box by design.
      const boxes: Element[] = [];
      for (let el = node.parentElement; el && el !== document.body; el = el.parentElement) boxes.push(el);
      if (boxes.some((el) => el.getBoundingClientRect().width <= 1)) continue;
      const right = Math.max(...rects.map((rect) => rect.right));
      const left = Math.min(...rects.map((rect) => rect.left));
      if (left < -1 || right > window.innerWidth + 1) problems.push(`${where} runs off the screen (${left}–${right})`);
      for (const el of boxes) {
        const style = getComputedStyle(el);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const box = el.getBoundingClientRect();
        if (left < box.left - 1 || right > box.right + 1)
          problems.push(`${where} is cut off by ${el.tagName.toLowerCase()} (overflow ${style.overflowX})`);
      }
    }
    return problems;
  }, TOKEN);
}

/** Words (runs of Latin letters and digits) whose letters sit on more than one line, and sideways scrolling. */
async function brokenWords(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > window.innerWidth) problems.push(`the page is ${scrollWidth} px wide`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let words = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template, svg')) continue;
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}\u2011'’-]*/gu)) {
        if (/\p{Script=Han}/u.test(match[0]) || match[0].length > 16) continue;
        const range = document.createRange();
        range.setStart(node, match.index!);
        range.setEnd(node, match.index! + match[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        if (rects.length === 0) continue; // not rendered
        words += 1;
        const tops = new Set(rects.map((rect) => Math.round(rect.top + rect.height / 2)));
        // A hyphenated compound may break at its hyphen; anything else on two lines is a word broken in the middle.
        if (tops.size > 1 && !/[-]/.test(match[0])) problems.push(`"${match[0]}" in ${parent.tagName.toLowerCase()}`);
      }
    }
    if (words === 0) problems.push('no words found');
    return problems;
  });
}

for (const path of [...PAGE_PATHS, ...NOT_FOUND_PAGES]) {
  test(`${path}: no word breaks inside itself across the sweep, lines break well; at phone widths a long word wraps`, async ({
    page,
  }) => {
    await open(page, path);
    let texts = 0;
    for (const width of FINE_SWEEP) {
      await page.setViewportSize({ width, height: 800 });
      expect(await brokenWords(page), `${path} @${width}`).toEqual([]);
      // Line breaks as engines/text.spec.ts checks them in Firefox and WebKit.
      const lines = await lineBreaks(evaluator(page), path, width);
      expect(lines.found, `${path} @${width}: line breaks`).toEqual([]);
      texts += lines.texts;
      if (width < breakpoints.nav) {
        await openMobileMenu(page);
        expect(await brokenWords(page), `${path} @${width}, menu open`).toEqual([]);
        await page.keyboard.press('Escape');
      }
    }
    expect(texts, 'texts whose line breaks were checked').toBeGreaterThan(0);
    expect(await injectLongToken(page), 'texts given the long word').toBeGreaterThan(20);
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: VIEWPORTS.mobile.height });
      expect(await layoutProblems(page), `${path} @${width}`).toEqual([]);
      await openMobileMenu(page);
      expect(await layoutProblems(page), `${path} @${width}, menu open`).toEqual([]);
      await page.keyboard.press('Escape');
    }
  });
}

/** WCAG 1.4.12's text spacing, as a visitor's style sheet sets it. */
const TEXT_SPACING =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important } ' +
  'p { margin-bottom: 2em !important }';

// A large default font moves the nav breakpoint (em); with text spacing the labels stay whole, the bar holds one row
// from the breakpoint up and the list opens beside its button.
for (const path of PAGE_PATHS.filter((p) => stripLanguagePrefix(p) === '/')) {
  test(`${path} at twice the default font size, and with text spacing: the bar holds`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    for (const fontSize of [16, 32]) {
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: fontSize } });
      await open(page, path);
      if (fontSize === 16) {
        // The list beside its button at the breakpoint before text spacing too (on the desktop: a11y.spec.ts).
        await page.setViewportSize({ width: breakpoints.nav, height: 800 });
        await openLanguageDropdown(page);
        await page.keyboard.press('Escape');
      }
      await page.evaluate((rules) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(rules);
        document.adoptedStyleSheets = [sheet];
      }, TEXT_SPACING);
      for (const width of [breakpoints.nav - 1, breakpoints.nav, VIEWPORTS.desktop.width]) {
        await page.setViewportSize({ width, height: 800 });
        const sheet = await menuToggle(page).isVisible();
        expect(sheet, `${path} @${width}, ${fontSize} px: the mobile menu`).toBe(
          fontSize > 16 || width < breakpoints.nav,
        );
        if (sheet) await openMobileMenu(page);
        expect(await brokenWords(page), `${path} @${width}, ${fontSize} px`).toEqual([]);
        // The clearance follows the header's height a frame after a resize (a ResizeObserver): polled.
        const rem = fontSize;
        const offBy = () =>
          page.evaluate(
            (rem) =>
              parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) -
              rem -
              document.querySelector('header')!.getBoundingClientRect().height,
            rem,
          );
        await expect
          .poll(async () => Math.abs(await offBy()) < 0.5, { message: `${path} @${width}, ${fontSize} px: clearance` })
          .toBe(true);
        if (sheet) {
          await page.keyboard.press('Escape');
          continue;
        }
        const bar = (await page.locator('header').boundingBox())!.height;
        expect(bar, `${path} @${width}: one row`).toBeLessThanOrEqual(parseFloat(layout.headerHeight) * rem + 1);
        await openLanguageDropdown(page);
        await page.keyboard.press('Escape');
      }
    }
  });
}

// At twice the default font size smaller headings may hyphenate: only a page's title keeps every word whole.
test('at twice the default font size, at phone widths, every page reflows', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32 } });
  for (const path of PAGE_PATHS) {
    await open(page, path);
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: VIEWPORTS.mobile.height });
      const problems = (await brokenWords(page)).filter((problem) => !/ in (?!h1$)/.test(problem));
      expect(problems, `${path} @${width}`).toEqual([]);
      const lines = (await page.evaluate(hanLinesIn, '*'))
        .flat()
        .filter((line) => /^[，。、；：？！」』）]/u.test(line));
      expect(lines, `${path} @${width}`).toEqual([]);
      const header = (await page.locator('header').boundingBox())!.height;
      expect(header, `${path} @${width}: the header`).toBeLessThanOrEqual(VIEWPORTS.mobile.height / 5);
    }
  }
});

test('both checks can fail: a label squeezed into a narrow box, a word too long for the screen', async ({ page }) => {
  await open(page, PAGE_PATHS[0]);
  await page.setViewportSize({ width: PHONE_WIDTHS[0], height: VIEWPORTS.mobile.height });
  await page.evaluate((token) => {
    const link = document.querySelector('#site-menu a')!;
    link.textContent = 'Homepage';
    (link as HTMLElement).style.cssText = 'display:block;width:3ch;overflow-wrap:anywhere;white-space:normal';
    const p = document.createElement('p');
    p.style.cssText = 'overflow-wrap: normal; word-break: normal; white-space: nowrap';
    p.textContent = token;
    document.querySelector('main')!.prepend(p);
  }, TOKEN);
  expect((await layoutProblems(page)).join('\n')).toContain('runs off the screen');
  await openMobileMenu(page);
  expect(await brokenWords(page)).toContainEqual(expect.stringContaining('Homepage'));
});
