import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { robotsTxt } from '../../src/seo/robotsTxt';
import { buildEnv } from '../../src/site/env';
import { transformHtml } from './html/transformHtml';
import { writeHeaders } from './headers/writeHeaders';
import { builtPages } from './html/builtPages';
import { buildAdmin } from '../admin/build';
import { PREFIXED_LANGUAGES } from '../../src/i18n/languages';

/** Netlify's 404 rules. A missing path under a language's prefix gets that language's 404 page, others get 404.html. */
export const notFoundRedirects = () =>
  PREFIXED_LANGUAGES.map(({ code }) => `/${code}/*  /${code}/404.html  404\n`).join('');

/** After the build, writes robots.txt, _redirects, the HTML pass, /admin/ and _headers, for the address <head> used. */
export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }) => {
  const publicDir = join(process.cwd(), 'public');
  const env = buildEnv();
  const { siteUrl, indexable, cms } = env;
  writeFileSync(join(publicDir, 'robots.txt'), robotsTxt({ siteUrl, indexable }));
  reporter.info(`robots.txt: ${indexable ? `indexable, sitemap at ${siteUrl}/` : 'not indexable (preview)'}`);
  writeFileSync(join(publicDir, '_redirects'), notFoundRedirects());

  for (const { file } of builtPages(publicDir)) {
    const html = readFileSync(file, 'utf8');
    const changed = transformHtml(html);
    if (changed !== html) writeFileSync(file, changed);
  }
  const started = Date.now();
  buildAdmin(process.cwd(), publicDir, env);
  const target = cms.name === 'github' ? `github.com/${cms.repo} on branch ${cms.branch}` : cms.name;
  reporter.info(`admin/: Decap CMS, saving to ${target} (${Date.now() - started} ms)`);
  const report = writeHeaders(publicDir, { indexable, localEditor: cms.name === 'local' });
  reporter.info(
    `public/_headers: CSP with ${report.scriptHashes.length} script and ${report.styleHashes.length} style hashes from ${report.htmlFiles} HTML files${indexable ? '' : ', X-Robots-Tag: noindex'}`,
  );
};
