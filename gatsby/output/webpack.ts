import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { buildEnv } from '../../src/site/env';
import { minifyHeadScript } from '../language/compileHeadScript';
import { bundledWordBreaks } from '../language/wordBreaks';

/**
 * Webpack: the server renderer gets, as __BUILD__, the build's env (src/site/env.ts) and the head script, both made
 * here in Node. The browser bundle gets no source maps (7 MB, and a slower build) and none of the code the site never
 * runs: each alias says what it leaves out and why that code never runs here (docs/performance.md).
 */
const siteRequire = createRequire(join(process.cwd(), 'package.json'));
const packageDir = (name: string) => dirname(siteRequire.resolve(`${name}/package.json`));
const pluginImports = (file: string) => join(process.cwd(), 'gatsby/output/pluginImports', file);
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins }) => {
  // Both bundles, server and browser, get the same word breaks of the Chinese copy, worked out here in Node.
  const wordBreaks = () => plugins.define({ __WORD_BREAKS__: JSON.stringify(bundledWordBreaks()) });
  if (stage === 'build-html' || stage === 'develop-html') {
    actions.setWebpackConfig({
      plugins: [
        plugins.define({ __BUILD__: JSON.stringify({ env: buildEnv(), headScript: minifyHeadScript() }) }),
        wordBreaks(),
      ],
    });
  }
  if (stage === 'develop') actions.setWebpackConfig({ plugins: [wordBreaks()] });
  if (stage === 'build-javascript') {
    actions.setWebpackConfig({
      devtool: false,
      plugins: [wordBreaks()],
      resolve: {
        alias: {
          // The i18n plugin's redirect detects the language with browser-lang; gatsby-config.ts turns that redirect
          // off (redirect: false) and the head script detects instead (docs/languages.md): never called.
          'browser-lang$': false,
          // The i18n plugin formats a warning with outdent only when NODE_ENV is development.
          outdent$: false,
        },
      },
      module: {
        rules: [
          {
            include: packageDir('gatsby-plugin-react-i18next'),
            resolve: {
              // One i18next: the plugin `require`s it, our code `import`s it; both take its ES build, not the same
              // 17 kB gzipped twice.
              conditionNames: ['import', 'browser', 'default'],
              alias: {
                // The i18n plugin's react-i18next: I18nextProvider and useTranslation, not the whole package (Trans
                // and its HTML parser, …) that its CommonJS `export *` would keep.
                'react-i18next$': pluginImports('react-i18next.ts'),
                // The i18n plugin's gatsby: Link, navigate and withPrefix, not every export (Slice, Script, …).
                gatsby$: pluginImports('gatsby.ts'),
              },
            },
          },
          {
            include: packageDir('gatsby-plugin-manifest'),
            // The manifest plugin's gatsby: withPrefix, not every export.
            resolve: { alias: { gatsby$: pluginImports('gatsby.ts') } },
          },
        ],
      },
    });
  }
};
