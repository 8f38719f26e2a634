/**
 * Builds as a Netlify deploy preview would and keeps the build in .preview-build/ (its environment in
 * build-env.json). Run it before the production build, as `npm test` does, which then reuses Gatsby's cache.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { previewVariables } from '../src/site/env';

const root = join(__dirname, '..');
const out = join(root, '.preview-build');
const env = previewVariables();

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
