#!/usr/bin/env node
/**
 * Builds the site as a Netlify deploy preview would (CONTEXT=deploy-preview,
 * with Netlify's URL and DEPLOY_PRIME_URL set), then keeps what search
 * engines read from that build — every HTML page, robots.txt, the sitemaps,
 * the manifests and the _headers file — in .preview-build/, with the environment it used in
 * .preview-build/build-env.json. __tests__/built/preview.test.ts checks it.
 *
 * Run it before the production build (`npm test` does): public/ is then
 * left holding the production build, and the second build reuses Gatsby's
 * cache (same gatsby-config and gatsby-node, only siteMetadata differs).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

const keep = (file) =>
  (/\.(html|xml|txt|webmanifest)$/.test(file) && !file.endsWith('.LICENSE.txt')) || file.endsWith('/_headers');
function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

rmSync(out, { recursive: true, force: true });
const publicDir = join(root, 'public');
let count = 0;
for (const file of files(publicDir)) {
  if (!keep(file)) continue;
  const target = join(out, relative(publicDir, file));
  mkdirSync(dirname(target), { recursive: true });
  cpSync(file, target);
  count += 1;
}
writeFileSync(join(out, 'build-env.json'), `${JSON.stringify(env, null, 2)}\n`);
console.log(`Deploy-preview build: ${count} files kept in ${relative(root, out)}/ (${env.DEPLOY_PRIME_URL})`);
