/** @jest-environment node */
/** The browser bundle gets only the names of react-i18next and gatsby listed in gatsby/output/pluginImports/; a missing
 * one is undefined in the browser alone, so this reads the code webpack bundles for each plugin and the site. */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { onCreateWebpackConfig } from '../../gatsby/output/webpack';
import { onPreRenderHTML } from '../../gatsby-ssr';

const root = join(__dirname, '..', '..');
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

function exportsOf(file: string): string[] {
  const source = readFileSync(join(root, 'gatsby', 'output', 'pluginImports', file), 'utf8');
  return [...source.matchAll(/export \{([^}]+)\} from/g)].flatMap((m) => m[1].split(',').map((name) => name.trim()));
}

/** The source of every file reached from `entries` through relative requires and imports. */
function bundledFiles(dir: string, entries: string[]): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    const source = readFileSync(file, 'utf8');
    files.set(file, source);
    for (const [, request] of source.matchAll(/(?:require\(|from )["'](\.{1,2}\/[^"']+)["']/g)) {
      const target = resolve(dirname(file), request);
      visit(
        [target, `${target}.js`, join(target, 'index.js')].find((path) => existsSync(path) && path.endsWith('.js'))!,
      );
    }
  };
  for (const entry of entries) visit(join(dir, entry));
  return files;
}

/** The names the files use of package `name`: `_x = require("name")` then `_x.member`, or `import { … } from "name"`. */
function namesUsed(files: Map<string, string>, name: string): Set<string> {
  const used = new Set<string>();
  const quoted = `["']${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']`;
  for (const source of files.values()) {
    for (const [, variable] of source.matchAll(new RegExp(`var (\\w+) = (?:\\w+\\()?require\\(${quoted}\\)`, 'g')))
      for (const [, member] of source.matchAll(new RegExp(`\\b${variable}\\.(\\w+)`, 'g'))) used.add(member);
    for (const [, list] of source.matchAll(new RegExp(`import \\{([^}]+)\\} from ${quoted}`, 'g')))
      for (const item of list.split(',')) used.add(item.trim().split(/\s+as\s+/)[0]);
  }
  return used;
}

const i18nPlugin = bundledFiles(packageDir('gatsby-plugin-react-i18next'), ['gatsby-browser.js', 'dist/index.js']);
const manifestPlugin = bundledFiles(packageDir('gatsby-plugin-manifest'), ['gatsby-browser.js']);

describe('what the plugins get of react-i18next and gatsby in the browser', () => {
  it.each([
    ['gatsby-plugin-react-i18next', 'react-i18next', 'react-i18next.ts', i18nPlugin],
    ['gatsby-plugin-react-i18next', 'gatsby', 'gatsby.ts', i18nPlugin],
    ['gatsby-plugin-manifest', 'gatsby', 'gatsby.ts', manifestPlugin],
  ])('%s uses of %s only what gatsby/output/pluginImports/%s exports', (_plugin, name, file, files) => {
    const used = [...namesUsed(files, name)];
    // Not vacuous: the plugin's code was found and uses the package.
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((member) => member !== 'default' && !exportsOf(file).includes(member))).toEqual([]);
  });

  it("every name the site imports from the i18n plugin is the plugin's own or in gatsby/output/pluginImports/", () => {
    const own = [...i18nPlugin.values()].flatMap((source) =>
      [...source.matchAll(/^exports\.(\w+) = (?!void 0)/gm)].map((m) => m[1]),
    );
    const available = new Set([...own, ...exportsOf('react-i18next.ts')]);
    const imported = new Set<string>();
    const src = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
    for (const file of src) {
      const source = readFileSync(join(root, 'src', file), 'utf8');
      for (const [, list] of source.matchAll(/import \{([^}]+)\} from 'gatsby-plugin-react-i18next'/g))
        for (const item of list.split(','))
          if (!item.trim().startsWith('type ')) imported.add(item.trim().split(/\s+as\s+/)[0]);
    }
    expect([...imported].sort()).toEqual(expect.arrayContaining(['useI18next', 'useTranslation']));
    expect([...imported].filter((name) => !available.has(name))).toEqual([]);
  });

  it('gatsby/output/webpack.ts aliases by name only packages the i18n plugin still requires', () => {
    let config: { resolve: { alias: Record<string, string | false> } } | undefined;
    (onCreateWebpackConfig as unknown as (args: object) => void)({
      stage: 'build-javascript',
      actions: { setWebpackConfig: (value: typeof config) => (config = value) },
      plugins: { define: (definitions: object) => ({ definitions }) },
    });
    // Nothing of Gatsby's or a plugin's own files is aliased by path: only packages by name, each one still required.
    expect(Object.keys(config!.resolve.alias).filter((key) => !/^[\w-]+\$$/.test(key))).toEqual([]);
    const unused = Object.keys(config!.resolve.alias).filter((key) => !namesUsed(i18nPlugin, key.slice(0, -1)).size);
    expect(unused.map((key) => `gatsby-plugin-react-i18next/dist no longer requires ${key}`)).toEqual([]);
  });

  it("gatsby-ssr.tsx drops each head tag gatsby-plugin-image/gatsby-ssr.js's onRenderBody adds", async () => {
    const [head, save] = [[] as { key: string }[][], (tags: { key: string }[]) => head.push(tags)];
    (await import('gatsby-plugin-image/gatsby-ssr' as string)).onRenderBody({ setHeadComponents: save }); // untyped
    (onPreRenderHTML as (args: object) => void)({ getHeadComponents: () => head[0], replaceHeadComponents: save });
    expect([head[0].length > 0, head[1].map((tag) => tag.key)]).toEqual([true, []]);
  });
});
