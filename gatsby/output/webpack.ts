import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { buildEnv } from '../../src/site/env';
import { minifyHeadScript } from '../language/compileHeadScript';
import { bundledWordBreaks } from '../language/wordBreaks';

// Server rendering gets the build's env (src/site/env.ts) and the head script as __BUILD__, made here in Node. The
// browser bundle drops source maps (7 MB and a slower build) and code the site never runs (docs/performance.md).
const siteRequire = createRequire(join(process.cwd(), 'package.json'));
const packageDir = (name: string) => dirname(siteRequire.resolve(`${name}/package.json`));
const pluginImports = (file: string) => join(process.cwd(), 'gatsby/output/pluginImports', file);
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins }) => {
  // Both bundles get the same word breaks for the Chinese copy, worked out here in Node, so hydration matches.
  actions.setWebpackConfig({ plugins: [plugins.define({ __WORD_BREAKS__: JSON.stringify(bundledWordBreaks()) })] });
  if (stage === 'build-html' || stage === 'develop-html') {
    const build = { env: buildEnv(), headScript: minifyHeadScript() };
    actions.setWebpackConfig({ plugins: [plugins.define({ __BUILD__: JSON.stringify(build) })] });
  }
  if (stage === 'build-javascript') {
    actions.setWebpackConfig({
      devtool: false,
      resolve: {
        alias: {
          // Only the i18n plugin's redirect uses browser-lang, and gatsby-config.ts turns it off (docs/languages.md).
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
              // The plugin `require`s i18next and we `import` it; both get its ES build, so 17 kB gzipped ships once.
              conditionNames: ['import', 'browser', 'default'],
              alias: {
                // Only I18nextProvider and useTranslation, not all that its CommonJS `export *` keeps (Trans, …).
                'react-i18next$': pluginImports('react-i18next.ts'),
                // The i18n plugin needs only Link, navigate and withPrefix from gatsby, not every export (Slice, …).
                gatsby$: pluginImports('gatsby.ts'),
              },
            },
          },
          {
            include: packageDir('gatsby-plugin-manifest'),
            // The manifest plugin needs only withPrefix from gatsby, not every export.
            resolve: { alias: { gatsby$: pluginImports('gatsby.ts') } },
          },
        ],
      },
    });
  }
};
