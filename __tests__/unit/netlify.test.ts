/** @jest-environment node */
// The build's _redirects and 404 pages: __tests__/built/seo.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { onCreatePage as i18nPages } from 'gatsby-plugin-react-i18next/dist/plugin/onCreatePage';
import config from '../../gatsby-config';
import { onCreatePage } from '../../gatsby/language/localizedPages';
import { LANGUAGE_CODES, languagePrefix } from '../../src/i18n/languages';

const root = join(__dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const nodeMajor = readFileSync(join(root, '.nvmrc'), 'utf8').trim();

type Settings = { command?: string; publish?: string; environment?: Record<string, string>; plugins?: unknown };
type NetlifyToml = {
  build: Required<Omit<Settings, 'plugins'>>;
  context?: Record<string, Settings>;
  redirects?: unknown[];
  plugins?: unknown;
};

const netlify = parse(readFileSync(join(root, 'netlify.toml'), 'utf8')) as unknown as NetlifyToml;

describe('netlify.toml', () => {
  it('runs the package.json build (`gatsby build`) on the Node of .nvmrc, which engines accepts, into public/', () => {
    expect([netlify.build.command, netlify.build.publish]).toEqual(['npm run build', 'public']);
    expect(pkg.scripts.build).toMatch(/\bgatsby build\b/);
    expect(pkg.scripts.build).toContain('GATSBY_TELEMETRY_DISABLED=1');
    expect(netlify.build.environment).toMatchObject({ NODE_VERSION: nodeMajor, GATSBY_TELEMETRY_DISABLED: '1' });
    // engines names each major it accepts: "^22.13 || ^24".
    const majors = String(pkg.engines.node)
      .split('||')
      .map((range) => /^\s*\^(\d+)/.exec(range)?.[1]);
    expect(majors).toContain(nodeMajor);
  });

  it('uses no Netlify build plugin and keeps Gatsby from fetching an adapter', () => {
    expect(netlify.plugins).toBeUndefined();
    for (const context of Object.values(netlify.context ?? {})) expect(context.plugins).toBeUndefined();
    expect(netlify.build.environment.NETLIFY_SKIP_GATSBY_BUILD_PLUGIN).toBe('true');
    // With an adapter named in gatsby-config, Gatsby neither downloads gatsby-adapter-netlify nor writes _redirects.
    expect(config.adapter?.name).toBe('static-files');
  });

  // Each context's address and indexing, as buildEnv reads what Netlify sets: env.test.ts.
  it.each(['production', 'deploy-preview', 'branch-deploy'])('%s builds like the others', (context) => {
    const settings = netlify.context?.[context];
    expect(settings).toBeDefined();
    expect(settings?.command ?? netlify.build.command).toBe(netlify.build.command);
    expect(settings?.publish ?? netlify.build.publish).toBe(netlify.build.publish);
  });

  it("leaves 404s to _redirects and each language's 404 page (the i18n plugin's, mended by localizedPages.ts)", async () => {
    expect(netlify.redirects).toBeUndefined();
    const [made, mended]: { matchPath?: string }[][] = [[], []];
    const i18n = config.plugins!.find((p) => typeof p === 'object' && p.resolve === 'gatsby-plugin-react-i18next');
    const page = { path: '/404/', component: join(root, 'src/pages/404.tsx'), context: {} };
    const actions = (pages: object[]) => ({ createPage: (p: object) => pages.push(p), deletePage() {} });
    await i18nPages({ page, actions: actions(made) } as never, (i18n as { options: object }).options as never);
    for (const p of made) (onCreatePage as (args: object) => void)({ page: p, actions: actions(mended) });
    expect(mended.map((p) => p.matchPath)).toEqual(LANGUAGE_CODES.map((code) => `${languagePrefix(code)}/*`));
  });
});
