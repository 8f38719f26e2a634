import { join } from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { resolveSiteAddress } from '../siteAddress';
import { writeHeaders } from './writeHeaders';

/** After the HTML is written: public/_headers with the CSP hashes of this build. */
export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }) => {
  const { indexable } = resolveSiteAddress();
  const report = writeHeaders(join(process.cwd(), 'public'), { indexable });
  reporter.info(
    `public/_headers: CSP with ${report.scriptHashes.length} script and ${report.styleHashes.length} style hashes from ${report.htmlFiles} HTML files${indexable ? '' : ', X-Robots-Tag: noindex'}`,
  );
};
