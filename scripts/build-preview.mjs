#!/usr/bin/env node
/**
 * Builds the site as a Netlify deploy preview would (CONTEXT=deploy-preview,
 * with Netlify's URL and DEPLOY_PRIME_URL set), then keeps the whole build
 * (about 2 MB) in .preview-build/, with the environment it used in
 * .preview-build/build-env.json. __tests__/built/preview.test.ts checks its
 * files; e2e/review.spec.ts serves it with its own _headers
 * (scripts/serve.mjs --dir .preview-build).
 *
 * Run it before the production build (`npm test` does): public/ is then
 * left holding the production build, and the second build reuses Gatsby's
 * cache (same gatsby-config and gatsby-node, only siteMetadata differs).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const root = join(dirname(new URL(import.meta.url).pathname), '..');
// data/site.json's siteUrl, or its stand-in while it is a placeholder (src/data/placeholders.ts).
const written = JSON.parse(readFileSync(join(root, 'data', 'site.json'), 'utf8')).siteUrl;
const siteUrl = written?.placeholder ?? written;
const out = join(root, '.preview-build');
const env = {
  CONTEXT: 'deploy-preview',
  URL: siteUrl,
  DEPLOY_PRIME_URL: `https://deploy-preview-1--${new URL(siteUrl).hostname.split('.')[0]}.netlify.app`,
};

const gatsby = join(root, 'node_modules', '.bin', 'gatsby');
const build = spawnSync(gatsby, ['build'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...env, GATSBY_TELEMETRY_DISABLED: '1' },
});
if (build.status !== 0) process.exit(build.status ?? 1);

rmSync(out, { recursive: true, force: true });
cpSync(join(root, 'public'), out, { recursive: true });
writeFileSync(join(out, 'build-env.json'), `${JSON.stringify(env, null, 2)}\n`);
console.log(`Deploy-preview build kept in ${relative(root, out)}/ (${env.DEPLOY_PRIME_URL})`);
