/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import config from '../gatsby-config';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../src/i18n/languages';
import { resolveSiteAddress } from '../src/siteAddress';

const root = join(__dirname, '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

type Redirect = { from: string; to: string; status?: number; force?: boolean };
type Context = { command?: string; publish?: string; environment?: Record<string, string>; plugins?: unknown };
type NetlifyToml = {
  build: { command: string; publish: string; environment: Record<string, string> };
  context?: Record<string, Context>;
  redirects?: Redirect[];
  plugins?: unknown;
};

// Throws, and fails every test below, if the file is not valid TOML.
const netlify = parse(readFileSync(join(root, 'netlify.toml'), 'utf8')) as unknown as NetlifyToml;

describe('netlify.toml: build', () => {
  it('runs the package.json build, which is `gatsby build` with telemetry off', () => {
    expect(netlify.build.command).toBe('npm run build');
    expect(pkg.scripts.build).toMatch(/\bgatsby build\b/);
    expect(pkg.scripts.build).toContain('GATSBY_TELEMETRY_DISABLED=1');
  });

  it('publishes public/, the folder gatsby build writes and `npm run serve` serves', () => {
    expect(netlify.build.publish).toBe('public');
    expect(readFileSync(join(root, 'scripts/serve.mjs'), 'utf8')).toContain("resolve('public')");
  });

  it('pins Node 20, which package.json engines accepts', () => {
    const pinned = netlify.build.environment.NODE_VERSION;
    expect(pinned).toBe('20');
    const minimum = Number(/^>=\s*(\d+)/.exec(pkg.engines.node)?.[1]);
    expect(Number(pinned.split('.')[0])).toBeGreaterThanOrEqual(minimum);
  });

  it('turns telemetry off, as the scripts do', () => {
    expect(netlify.build.environment.GATSBY_TELEMETRY_DISABLED).toBe('1');
  });

  it('uses no Netlify build plugin and keeps Gatsby from fetching an adapter', () => {
    expect(netlify.plugins).toBeUndefined();
    for (const context of Object.values(netlify.context ?? {})) expect(context.plugins).toBeUndefined();
    expect(netlify.build.environment.NETLIFY_SKIP_GATSBY_BUILD_PLUGIN).toBe('true');
    // With an adapter named in gatsby-config, Gatsby skips its zero-config
    // download of gatsby-adapter-netlify and writes no _redirects of its own.
    expect(config.adapter?.name).toBe('static-files');
  });
});

describe('netlify.toml: deploy contexts', () => {
  const addresses = {
    URL: 'https://datacareer.hk',
    DEPLOY_PRIME_URL: 'https://deploy-preview-7--datacareer.netlify.app',
  };

  it.each([
    { context: 'production', siteUrl: addresses.URL, indexable: true },
    { context: 'deploy-preview', siteUrl: addresses.DEPLOY_PRIME_URL, indexable: false },
    { context: 'branch-deploy', siteUrl: addresses.DEPLOY_PRIME_URL, indexable: false },
  ])(
    '$context builds like the others, at its own address, indexable: $indexable',
    ({ context, siteUrl, indexable }) => {
      const settings = netlify.context?.[context];
      expect(settings).toBeDefined();
      expect(settings?.command ?? netlify.build.command).toBe(netlify.build.command);
      expect(settings?.publish ?? netlify.build.publish).toBe(netlify.build.publish);
      // What Netlify sets for this context, read the way gatsby-config reads it.
      expect(resolveSiteAddress({ CONTEXT: context, NETLIFY: 'true', ...addresses })).toEqual({ siteUrl, indexable });
    },
  );
});

describe('netlify.toml: 404s', () => {
  const notFoundRules = (netlify.redirects ?? []).filter((rule) => rule.status === 404);

  it.each(LANGUAGES.filter((l) => l.code !== DEFAULT_LANGUAGE))(
    'sends misses under /$code/ to /$code/404.html with 404',
    ({ code }) => {
      expect(notFoundRules).toContainEqual({ from: `/${code}/*`, to: `/${code}/404.html`, status: 404 });
    },
  );

  it('leaves other misses to Netlify, which answers with /404.html', () => {
    expect(notFoundRules.map((rule) => rule.from)).not.toContain('/*');
  });

  it('never forces a rule over pages that exist, nor rewrites every path to a page', () => {
    for (const rule of netlify.redirects ?? []) {
      expect({ rule, force: rule.force ?? false }).toEqual({ rule, force: false });
      expect({ rule, catchAll200: rule.from === '/*' && (rule.status ?? 301) === 200 }).toEqual({
        rule,
        catchAll200: false,
      });
    }
  });
});
