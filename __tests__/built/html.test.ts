import { readFileSync } from 'node:fs';
import { HtmlValidate } from 'html-validate';
import { builtPages, publicDir } from '../support/builtSite';

/** html-validate (html-validate:standard and :a11y) on every page (a deploy preview's banner: unit/ssr.test.tsx). */
describe('HTML of every built page', () => {
  const validator = new HtmlValidate({
    root: true,
    extends: ['html-validate:standard', 'html-validate:a11y'],
    // ARIA 1.2 lets a list be named by its author (the menu's list of languages).
    rules: { 'aria-label-misuse': ['error', { allowAnyNamable: true }] },
  });
  const pages = builtPages(publicDir);

  it.each(pages)(
    '$path: no html-validate error or unfilled {{placeholder}}, its HTML pass, external links in a new tab',
    async ({ file }) => {
      const report = await validator.validateFile(file);
      const errors = report.results.flatMap((result) =>
        result.messages.filter((m) => m.severity === 2).map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
      );
      expect(errors).toEqual([]);
      const html = readFileSync(file, 'utf8');
      expect(html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, '').match(/.{0,40}\{\{.{0,40}/g)).toBeNull();
      // One loader (gatsby/output/html/transformHtml.ts), and none of Gatsby's own script tags left to run before the paint.
      expect(html.match(/<script id="paint-before-hydration">/g)).toHaveLength(1);
      expect(html).not.toMatch(/<script [^>]*\bsrc=/);
      // No style attribute: the CSP (no 'unsafe-inline') would refuse it.
      expect(html.match(/<[^>]+\sstyle="[^"]*"[^>]*>/g)).toBeNull();
      // Each link to another site opens a new tab with rel="noopener noreferrer".
      const links = [...html.matchAll(/<a [^>]*href="https?:[^>]*>/g)].map(([a]) => a);
      expect(links.length).toBeGreaterThan(3);
      for (const a of links)
        expect([a, /\btarget="_blank"/.test(a), /\brel="noopener noreferrer"/.test(a)]).toEqual([a, true, true]);
    },
  );
});

it('ships i18next once: the i18n plugin takes the site’s build of it (gatsby/output/webpack.ts › conditionNames)', () => {
  // This build's bundles (webpack's stats; public/ keeps earlier builds'), for a message of i18next's own source.
  const { assetsByChunkName } = JSON.parse(readFileSync(`${publicDir}/webpack.stats.json`, 'utf8'));
  const js = [...new Set(Object.values<string[]>(assetsByChunkName).flat())];
  const text = js.map((file) => readFileSync(`${publicDir}/${file}`, 'utf8')).join('\n');
  expect(text.match(/call init just once!/g)).toHaveLength(1);
});
