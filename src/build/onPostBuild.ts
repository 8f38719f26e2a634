import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { resolveSiteAddress } from '../siteAddress';
import { paintBeforeHydration } from './paintBeforeHydration';
import { htmlFilesIn, writeHeaders } from './writeHeaders';

/**
 * After the HTML is written: first the pages' scripts are made to wait for
 * the first paint, then public/_headers is written with the CSP hashes of
 * every inline script and style, this step's included.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }) => {
  const publicDir = join(process.cwd(), 'public');
  for (const file of htmlFilesIn(publicDir)) {
    const html = readFileSync(file, 'utf8');
    const changed = paintBeforeHydration(html);
    if (changed !== html) writeFileSync(file, changed);
  }
  const { indexable } = resolveSiteAddress();
  const report = writeHeaders(publicDir, { indexable });
  reporter.info(
    `public/_headers: CSP with ${report.scriptHashes.length} script and ${report.styleHashes.length} style hashes from ${report.htmlFiles} HTML files${indexable ? '' : ', X-Robots-Tag: noindex'}`,
  );
};
