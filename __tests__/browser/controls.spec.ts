// Every control works at first paint: with JavaScript off, and with the site's scripts held back (the page
// painted, React not there yet), then once React has hydrated. Hydrated only: a11y, language and site.spec.ts.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import services from '../../data/services.json';
import { site } from '../../src/data/site';
import { DETECTION } from '../../src/i18n/detect';
import { newTabName } from '../../src/i18n/filled';
import { LANGUAGES, getLanguage } from '../../src/i18n/languages';
import { localizePath, pickLanguageHref, stripLanguagePrefix } from '../../src/i18n/paths';
import { expect, test } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import {
  NOT_FOUND_PAGES,
  PAGE_PATHS,
  barLinks,
  VIEWPORTS,
  ZOOM_400,
  copy,
  expectExpanded,
  hydrated,
  languageButton,
  languageOf,
  menuToggle,
  open,
} from '../support/site';

const phone = { viewport: VIEWPORTS.mobile, hasTouch: true, isMobile: true, locale: 'en-US' } as const;
const otherLanguage = (path: string) => LANGUAGES.find(({ code }) => code !== languageOf(path).code)!;

/** Holds the site's own scripts back until the returned function is called: the page paints, React does not come. */
async function holdScripts(page: Page, baseURL: string | undefined) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const { origin } = new URL(baseURL!);
  await page.route(
    (url) => url.origin === origin && url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

async function painted(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
}

/** The mobile menu: its button toggles it, and it shows every navigation link and the data-job button. */
async function menuWorks(page: Page, path: string) {
  const t = copy(path);
  const menu = page.locator('#site-menu');
  // One name, open or closed (its state: expanded).
  const named = page.getByRole('button', { name: t('nav:menu'), exact: true });
  await expectExpanded(menuToggle(page), false);
  await expect(menu).toBeHidden();
  await expect(named).toBeVisible();
  await menuToggle(page).tap();
  await expectExpanded(menuToggle(page), true);
  await expect(named).toBeVisible();
  const links = [
    ...barLinks(t, languageOf(path).code),
    { name: newTabName(t, t('nav:getDataJob')), href: site.links.dataJob },
  ];
  for (const { name, href } of links) {
    const link = menu.getByRole('link', { name, exact: true });
    await expect(link).toBeInViewport();
    await expect(link).toHaveAttribute('href', href);
  }
  await menuToggle(page).tap();
  await expectExpanded(menuToggle(page), false);
  await expect(menu).toBeHidden();
  await menuToggle(page).focus();
  await page.keyboard.press('Enter');
  await expectExpanded(menuToggle(page), true);
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expectExpanded(menuToggle(page), false);
  await expect(menuToggle(page)).toBeFocused();
}

/** Menu links per language: to their page with ?lng=, on screen, 44 px tall; none covered (off screen is not). */
async function languageLinks(page: Page, path: string, page404 = false) {
  if (await menuToggle(page).isVisible()) await menuToggle(page).tap();
  await expect(languageButton(page)).toBeHidden();
  const menu = page.locator('#site-menu');
  for (const { code } of LANGUAGES) {
    const link = menu.getByRole('link', { name: getLanguage(code).name });
    await expect(link).toBeInViewport({ ratio: 1 });
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expect(link).toHaveAttribute('href', pickLanguageHref(page404 ? '/' : path, code));
  }
  const covered = await menu.evaluate((sheet) =>
    [...sheet.querySelectorAll('a')]
      .filter((a) => {
        const { x, y, width, height } = a.getBoundingClientRect();
        return width && !a.contains(document.elementFromPoint(x + width / 2, y + height / 2) ?? a);
      })
      .map((a) => a.textContent),
  );
  expect(covered).toEqual([]);
  return menu.getByRole('link', { name: otherLanguage(path).name });
}

/** In the page: the focused control, if something else covers its centre. */
const coveredFocus = () => {
  const focused = document.activeElement!;
  const { x, y, width, height } = focused.getBoundingClientRect();
  const top = document.elementFromPoint(x + width / 2, y + height / 2);
  return top && !focused.contains(top) ? [focused.outerHTML.slice(0, 60)] : [];
};

/** JavaScript off: nothing would close the menu when focus moves on, so it has no button and sits open in the page's
 * flow; tabbing through it into the page and back never lands on a covered control. */
async function menuInFlow(page: Page, path: string) {
  await expect(menuToggle(page)).toBeHidden();
  const menu = page.locator('#site-menu');
  for (const { name } of barLinks(copy(path), languageOf(path).code))
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  // Focus scrolls at once (not smoothly), so none is still running when the test scrolls back to the top.
  await page.evaluate(() => document.documentElement.style.setProperty('scroll-behavior', 'auto'));
  const stops = (await menu.locator('a:visible').count()) + 4;
  const covered: string[] = [];
  for (const key of ['Tab', 'Shift+Tab'])
    for (let i = 0; i < stops; i += 1) {
      await page.keyboard.press(key);
      covered.push(...(await page.evaluate(coveredFocus)));
    }
  expect(covered).toEqual([]);
  // Where tabbing left the page is unknown.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement).blur();
    scrollTo({ top: 0, behavior: 'instant' });
  });
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
}

for (const scripts of ['off', 'held back'] as const) {
  test.describe(`JavaScript ${scripts}, at ${VIEWPORTS.mobile.width} px`, () => {
    test.use({ ...phone, javaScriptEnabled: scripts !== 'off' });

    for (const path of PAGE_PATHS) {
      test(`${path}: the menu toggles and reaches every link; a language link leads to the other language`, async ({
        page,
        baseURL,
      }) => {
        if (scripts !== 'off') await holdScripts(page, baseURL);
        await painted(page, path);
        await (scripts === 'off' ? menuInFlow : menuWorks)(page, path);
        const link = await languageLinks(page, path);
        // (axe cannot run with JavaScript off; the markup is the same.)
        if (scripts !== 'off')
          await expectNoAxeViolations(page, `${path} @${VIEWPORTS.mobile.width} before hydration, menu open`);
        await link.tap();
        // Scripts held: the head script keeps the ?lng= pick over the cached language, drops it ("load" never fires).
        const other = otherLanguage(path);
        const target = localizePath(path, other.code);
        const clean = scripts === 'off' ? () => true : (url: URL) => url.search === '';
        await page.waitForURL((url) => url.pathname === target && clean(url), { waitUntil: 'commit' });
        await expect(page.locator('html')).toHaveAttribute('lang', other.htmlLang);
        if (scripts === 'off') return;
        await expectExpanded(menuToggle(page), false);
        expect(await page.evaluate((key) => localStorage.getItem(key), DETECTION.lookupLocalStorage)).toBe(other.code);
        // Sticks: the unprefixed address of the page now leads to the picked language.
        await page.goto(stripLanguagePrefix(path), { waitUntil: 'domcontentloaded' });
        await page.waitForURL((url) => url.pathname === target, { waitUntil: 'commit' });
        await expect(page.locator('html')).toHaveAttribute('lang', other.htmlLang);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      });
    }
  });
}

test.describe(`before hydration, at ${VIEWPORTS.mobile.width} px`, () => {
  test.use(phone);

  for (const path of PAGE_PATHS) {
    test(`${path}: a tap at first paint opens the menu; once React has come it still toggles and closes on a link`, async ({
      page,
      baseURL,
    }) => {
      const release = await holdScripts(page, baseURL);
      await painted(page, path);
      await menuToggle(page).tap();
      await expectExpanded(menuToggle(page), true);
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
      // React hydrates onto the open menu (a mismatch would be a console error: fixtures.ts); aria-expanded says so.
      release();
      await hydrated(page);
      await expectExpanded(menuToggle(page), true);
      await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
      await menuToggle(page).tap();
      await expectExpanded(menuToggle(page), false);
      await menuToggle(page).tap();
      await expectExpanded(menuToggle(page), true);
      // A link to this very page: a client-side navigation that keeps the menu's markup, which script closes.
      const t = copy(path);
      const here = barLinks(t, languageOf(path).code).find(({ href }) => href === path)!;
      await page.locator('#site-menu').getByRole('link', { name: here.name, exact: true }).tap();
      await expectExpanded(menuToggle(page), false);
      await expect(page.locator('#site-menu')).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }
});

test.describe(`a not-found page, at ${VIEWPORTS.mobile.width} px`, () => {
  test.use({ ...phone, expected: /\/no-such-page/ });

  for (const path of NOT_FOUND_PAGES) {
    test(`${path}: the language links lead to each language's home page, with JavaScript off and hydrated`, async ({
      page,
      browser,
      baseURL,
    }) => {
      await open(page, path);
      await languageLinks(page, path, true);
      const noScript = await browser.newContext({ ...phone, baseURL, javaScriptEnabled: false });
      const painted404 = await noScript.newPage();
      await painted404.goto(path);
      await languageLinks(painted404, path, true);
      await noScript.close();
    });
  }
});

test('widening the window to the nav breakpoint closes the open sheet: the bar shows its links inline', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await open(page, '/');
  await menuToggle(page).click();
  await expectExpanded(menuToggle(page), true);
  await page.setViewportSize(VIEWPORTS.desktop);
  await expect(page.locator('#site-menu:popover-open')).toHaveCount(0);
  await expect(page.locator('#site-menu')).toBeVisible();
  const t = copy('/');
  for (const { name } of barLinks(t, languageOf('/').code))
    await expect(page.locator('#site-menu').getByRole('link', { name, exact: true })).toBeInViewport();
});

test('at 400 % zoom the sheet shades the edge where more links wait, and stops once scrolled there', async ({
  page,
}) => {
  await page.setViewportSize(ZOOM_400);
  await open(page, '/');
  await menuToggle(page).click();
  const sheet = page.locator('#site-menu:popover-open');
  /** The darkest grey of a pixel row just inside the sheet's top or bottom edge (255: paper). */
  const edge = async (at: 'top' | 'bottom') => {
    const { x, y, width, height } = (await sheet.boundingBox())!;
    const row = { x, y: at === 'top' ? y + 2 : y + height - 3, width, height: 1 };
    const { data } = await sharp(await page.screenshot({ clip: row }))
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return Math.min(...data);
  };
  expect([await edge('top'), await edge('bottom')]).toEqual([255, expect.any(Number)]);
  expect(await edge('bottom')).toBeLessThan(250);
  await sheet.evaluate((box) => box.scrollTo({ top: box.scrollHeight, behavior: 'instant' }));
  expect([await edge('top'), await edge('bottom')]).toEqual([expect.any(Number), 255]);
  expect(await edge('top')).toBeLessThan(250);
});

/** The skip link, the offerings' section links, a call to action, a footer link: a home page painted without React. */
async function otherControlsWork(page: Page, path: string) {
  const t = copy(path);
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAttribute('href', '#main');
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  for (const { sectionId } of services) {
    await page.locator(`main a[href="#${sectionId}"]`).click();
    await expect(page.locator(`#${sectionId}`)).toBeInViewport();
    await expect(page.locator(`#${sectionId}`)).toBeFocused();
  }
  // A call to action opens its page in a new tab (answered here: nothing leaves the machine).
  const { origin } = new URL(site.links.dataJob);
  await page.context().route(
    (url) => url.origin === origin,
    (route) => route.fulfill({ contentType: 'text/plain', body: '' }),
  );
  const hero = page.locator('section:has(#hero-title)');
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    hero.getByRole('link', { name: newTabName(t, t('home:hero.getDataJob')) }).click(),
  ]);
  await expect(tab).toHaveURL(site.links.dataJob);
  await tab.close();
  await expect(page).toHaveURL(new RegExp(`${path}(#[a-z-]+)?$`));
  const about = barLinks(t, languageOf(path).code).find((link) => link.id === 'about')!;
  await page.getByRole('contentinfo').getByRole('link', { name: about.name, exact: true }).click();
  await page.waitForURL((url) => url.pathname === about.href, { waitUntil: 'commit' });
}

for (const path of PAGE_PATHS.filter((p) => stripLanguagePrefix(p) === '/')) {
  for (const scripts of ['off', 'held back'] as const) {
    test.describe(`${path}, JavaScript ${scripts}: skip link, the offerings' section links, calls to action, footer links`, () => {
      test.use({ viewport: VIEWPORTS.desktop, locale: 'en-US', javaScriptEnabled: scripts !== 'off' });

      test('work', async ({ page, baseURL }) => {
        if (scripts !== 'off') await holdScripts(page, baseURL);
        await painted(page, path);
        // Without JavaScript the bar lists the other language's link instead of a dropdown nothing would close.
        const other = page.locator('#site-menu').getByRole('link', { name: otherLanguage(path).name });
        await expect(languageButton(page)).toBeVisible({ visible: scripts !== 'off' });
        await expect(other).toBeVisible({ visible: scripts === 'off' });
        await otherControlsWork(page, path);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      });
    });
  }
}
