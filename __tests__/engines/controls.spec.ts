// The menu and language dropdown in every engine, JavaScript on and off, and in WebKit without anchor positioning or
// popovers (older Safari): the menu opens, closes and lists languages; the bar's list sits beside its button. With
// JavaScript off or without popovers, the menu sits in the page's flow and the bar shows language links.
import { BAR_PAGES } from '../../src/site/pages';
import { LANGUAGES } from '../../src/i18n/languages';
import { localizePath, stripLanguagePrefix } from '../../src/i18n/paths';
import { breakpoints } from '../../src/styles/theme';
import { type EngineSession, type SessionOptions, until } from '../support/engine';
import { PAGE_PATHS, languageOf } from '../support/pages';
import { LANGUAGE_BUTTON, VIEWPORTS, boxes, misplaced } from '../support/site';
import { expect, fresh, open, test } from './fixtures';

const TOGGLE = 'button[popovertarget="site-menu"]';
const MENU = '#site-menu';
/** The menu sheet's own language links (the bar's dropdown holds the same, in a popover); in the bar where in flow. */
const SHEET_LINK = (lang: string) => `${MENU} a[hreflang="${lang}"]:not(ul[popover] a)`;

type Variant = { name: string; options: SessionOptions; webkitOnly?: boolean };
const VARIANTS: Variant[] = [
  { name: 'JavaScript on', options: {} },
  { name: 'JavaScript off', options: { javaScript: false } },
  { name: 'no anchor positioning', options: { withoutFeatures: ['CSSAnchorPositioning'] }, webkitOnly: true },
  { name: 'no popovers', options: { withoutFeatures: ['PopoverAttribute'] }, webkitOnly: true },
];
/** One page per language: the dropdown's links lead to the same page in the other. */
const paths = PAGE_PATHS.filter((path) => stripLanguagePrefix(path) === '/about/');
const other = (path: string) => LANGUAGES.find(({ code }) => code !== languageOf(path).code)!;

/** In the page: whether an element is rendered and not hidden (a closed popover is display: none). */
const shown = (selector: string) => {
  const element = document.querySelector(selector);
  if (!element) return false;
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
};

const listOf = (browser: EngineSession) =>
  browser.evaluate(
    (button) => `[id="${document.querySelector(button)!.getAttribute('popovertarget')}"]`,
    LANGUAGE_BUTTON,
  );

/** JavaScript off or no popovers: nothing would close a popover when focus moves on, so none is used. */
const inFlow = ({ options }: Variant) =>
  options.javaScript === false || options.withoutFeatures?.includes('PopoverAttribute') === true;

/** Opens `path` and runs `check` as soon as it has loaded (before hydration) and again once hydrated. */
async function openTwice(browser: EngineSession, path: string, check: () => Promise<void>) {
  await browser.goto(path);
  await check();
  await open(browser, path);
  await check();
}

async function expectShown(browser: EngineSession, selector: string, expected: boolean, what: string) {
  await until(
    async () => (await browser.evaluate(shown, selector)) === expected,
    `${what} ${expected ? 'open' : 'closed'}`,
    5000,
  );
}

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    test.beforeEach(({ engine }) => {
      test.skip(Boolean(variant.webkitOnly) && engine !== 'webkit', 'features are turned off in WebKit only');
    });

    for (const path of paths) {
      test(`${path} at ${VIEWPORTS.mobile.width} px: the menu opens, closes, lists the languages, and a pick leads to ${other(path).code}`, async ({
        session,
      }) => {
        const browser = await session(variant.options);
        await fresh(browser);
        await browser.viewport(VIEWPORTS.mobile.width, VIEWPORTS.mobile.height);
        const target = localizePath(path, other(path).code);
        // Every bar page, the course, the data-job button and the languages, inside the screen.
        const expectLinks = async () => {
          await expectShown(browser, MENU, true, 'menu');
          const links = await browser.evaluate(
            (menu) =>
              [...document.querySelectorAll(`${menu} a`)].filter((a) => {
                const box = a.getBoundingClientRect();
                return box.width > 0 && box.top >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
              }).length,
            MENU,
          );
          expect(links).toBe(BAR_PAGES.length + 2 + LANGUAGES.length);
          await expectShown(browser, LANGUAGE_BUTTON, false, 'no dropdown in the menu:');
        };
        if (inFlow(variant)) {
          // No menu button: the menu sits open in the page's flow.
          await openTwice(browser, path, async () => {
            await expectShown(browser, TOGGLE, false, 'menu button:');
            await expectLinks();
          });
        } else {
          await open(browser, path);
          await expectShown(browser, MENU, false, 'menu');
          await browser.click(TOGGLE);
          await expectLinks();
          // aria-expanded says the state.
          const expanded = (state: string) =>
            until(
              () =>
                browser.evaluate(
                  (toggle, want) => document.querySelector(toggle)!.getAttribute('aria-expanded') === want,
                  TOGGLE,
                  state,
                ),
              `aria-expanded ${state}`,
            );
          await expanded('true');
          await browser.click(TOGGLE);
          await expectShown(browser, MENU, false, 'menu');
          await expanded('false');
          await browser.click(TOGGLE);
          await expectShown(browser, MENU, true, 'menu');
          // Focus leaving the sheet closes it, where the window has the system's focus (Firefox's automated one may not).
          if (await browser.evaluate(() => document.hasFocus())) {
            await browser.evaluate(() => {
              document.querySelector<HTMLElement>('#site-menu a')!.focus();
              document.querySelector<HTMLElement>('footer a')!.focus();
            });
            await expectShown(browser, MENU, false, 'menu (focus in the page)');
            await browser.click(TOGGLE);
            await expectShown(browser, MENU, true, 'menu');
          }
        }
        await browser.click(SHEET_LINK(other(path).htmlLang));
        await until(async () => new URL(await browser.location(), 'http://x').pathname === target, target);
        if (variant.options.javaScript === false) return;
        await until(
          () => browser.evaluate((lang) => document.documentElement.lang === lang, other(path).htmlLang),
          'the other language',
        );
        await expectShown(browser, MENU, inFlow(variant), 'menu (after a pick)');
      });
    }

    test("the bar's language list sits beside its button on the screen (in flow: the other language's link)", async ({
      session,
    }) => {
      const browser = await session(variant.options);
      const found: string[] = [];
      for (const path of paths) {
        for (const width of [breakpoints.nav, VIEWPORTS.desktop.width]) {
          await fresh(browser);
          await browser.viewport(width, VIEWPORTS.mobile.height);
          if (inFlow(variant)) {
            // No dropdown: the other language's link in the bar, alone.
            await openTwice(browser, path, async () => {
              await expectShown(browser, LANGUAGE_BUTTON, false, 'no dropdown:');
              await expectShown(browser, SHEET_LINK(other(path).htmlLang), true, 'the other language:');
              await expectShown(browser, SHEET_LINK(languageOf(path).htmlLang), false, 'this language:');
            });
            continue;
          }
          await open(browser, path);
          const list = await listOf(browser);
          await browser.click(LANGUAGE_BUTTON);
          await expectShown(browser, list, true, 'language list');
          found.push(
            ...misplaced(await browser.evaluate(boxes, [LANGUAGE_BUTTON, list])).map(
              (p) => `${path} ${width} px: ${p}`,
            ),
          );
        }
      }
      expect(found).toEqual([]);
    });
  });
}
