import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { buildEnv } from '../src/site/env';
import { minifyHeadScript } from './language/compileHeadScript';

/**
 * Webpack: the server renderer gets, as __BUILD__, the build's env (src/site/env.ts) and the head script, both made
 * here in Node.
 * The browser bundle gets one i18next: the i18n plugin `require`s its CommonJS build and our code `import`s
 * the ES build, 16 kB gzipped twice; and no source maps (7 MB, and a slower build).
 */
const siteRequire = createRequire(join(process.cwd(), 'package.json'));
const i18nextEsm = join(dirname(siteRequire.resolve('i18next/package.json')), 'dist/esm/i18next.js');

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins }) => {
  if (stage === 'build-html' || stage === 'develop-html') {
    actions.setWebpackConfig({
      plugins: [plugins.define({ __BUILD__: JSON.stringify({ env: buildEnv(), headScript: minifyHeadScript() }) })],
    });
  }
  if (stage === 'build-javascript') {
    actions.setWebpackConfig({ resolve: { alias: { i18next$: i18nextEsm } }, devtool: false });
  }
};
