// In Firefox and WebKit (Chromium: browser/language.spec.ts, a11y.spec.ts).
import services from '../../data/services.json';
import { DETECTION } from '../../src/i18n/detect';
import { LANGUAGES } from '../../src/i18n/languages';
import { browserLocale, posixLocale } from '../../tools/browser/engines';
import { localizePath, stripLanguagePrefix } from '../../src/i18n/paths';
import { until } from '../support/engine';
import { PAGE_PATHS } from '../support/pages';
import { PAINT_PROBE, VIEWPORTS, followSectionLink, probedPaints } from '../support/site';
import { expect, fresh, open, test } from './fixtures';

test.describe('detection on arrival', () => {
  // The default language is the control: the probe does see its paint where one is due.
  for (const { code, htmlLang } of LANGUAGES) {
    test(`a ${browserLocale(code)} browser opening / lands on ${localizePath('/', code)}, painted only there`, async ({
      session,
      engine,
    }) => {
      const webkitTag = posixLocale(code).split('.')[0].replace('_', '-');
      test.skip(engine === 'webkit' && webkitTag !== browserLocale(code), `glibc has no ${browserLocale(code)} locale`);
      const browser = await session({ language: code });
      const probed = await browser.beforePageScripts(PAINT_PROBE);
      await fresh(browser);
      await open(browser, '/');
      expect(await browser.location()).toBe(localizePath('/', code));
      expect(await browser.evaluate(() => document.documentElement.lang)).toBe(htmlLang);
      expect(await browser.evaluate((key) => localStorage.getItem(key), DETECTION.lookupLocalStorage)).toBe(code);
      if (!probed) return;
      // WebKit: no way to run a script before the page's own (its paints are not observed there, docs/tests.md).
      const paints = await until(() => browser.evaluate(probedPaints), `the first contentful paint (${engine})`);
      const path = localizePath('/', code);
      expect(paints.filter((paint) => paint[1] !== path || paint[2] !== htmlLang)).toEqual([]);
    });
  }
});

for (const path of PAGE_PATHS.filter((p) => stripLanguagePrefix(p) === '/')) {
  for (const { width, height } of Object.values(VIEWPORTS)) {
    test(`${path} at ${width} px: the section link brings its section to just below the sticky header`, async ({
      session,
    }) => {
      const browser = await session();
      await fresh(browser);
      await browser.viewport(width, height);
      await open(browser, path);
      const evaluate = browser.evaluate.bind(browser);
      for (const { sectionId } of services) await followSectionLink(evaluate, (link) => browser.click(link), sectionId);
    });
  }
}
