/**
 * Builds as a Netlify deploy preview would (tools/previewEnv.ts: its variables, with a fake access token in
 * REPOSITORY_URL) and keeps the build in .preview-build/, with its environment (build-env.json, without
 * REPOSITORY_URL) and its log (build-log.txt). Run it before the production build, as `npm test` does, which then
 * reuses Gatsby's cache.
 */
import { spawn } from 'node:child_process';
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { previewEnv } from './previewEnv';

const root = join(__dirname, '..');
const out = join(root, '.preview-build');
const env = previewEnv();

// The log is shown as it comes and kept, so the tests can read every line the build wrote.
const log: Buffer[] = [];
const build = spawn(join(root, 'node_modules', '.bin', 'gatsby'), ['build'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: { ...process.env, ...env, GATSBY_TELEMETRY_DISABLED: '1' },
});
build.stdout.on('data', (chunk: Buffer) => (log.push(chunk), process.stdout.write(chunk)));
build.stderr.on('data', (chunk: Buffer) => (log.push(chunk), process.stderr.write(chunk)));
build.on('close', (status) => {
  if (status !== 0) process.exit(status ?? 1);
  rmSync(out, { recursive: true, force: true });
  cpSync(join(root, 'public'), out, { recursive: true });
  const { REPOSITORY_URL: _secret, ...recorded } = env;
  writeFileSync(join(out, 'build-env.json'), `${JSON.stringify(recorded, null, 2)}\n`);
  writeFileSync(join(out, 'build-log.txt'), Buffer.concat(log));
  console.log(`Deploy-preview build kept in ${relative(root, out)}/ (${env.DEPLOY_PRIME_URL})`);
});
