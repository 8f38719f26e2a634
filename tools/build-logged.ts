/**
 * The production build as `npm test` runs it: REPOSITORY_URL carries a fake access token (tools/previewEnv.ts), as
 * Netlify's can carry a real one, and the log is kept in build.log, so __tests__/built/credential.test.ts can look
 * for the token in every built file and log line. `--preview` (npm run build:preview): a deploy preview's build
 * instead, to look at with `npm run serve`.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { previewEnv } from './previewEnv';

const root = join(__dirname, '..');
const preview = previewEnv();
const { REPOSITORY_URL, HEAD } = preview;
const env = process.argv.includes('--preview') ? preview : { CONTEXT: 'production', REPOSITORY_URL, HEAD };
const log: Buffer[] = [];
const build = spawn(join(root, 'node_modules', '.bin', 'gatsby'), ['build'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: { ...process.env, ...env, GATSBY_TELEMETRY_DISABLED: '1' },
});
build.stdout.on('data', (chunk: Buffer) => (log.push(chunk), process.stdout.write(chunk)));
build.stderr.on('data', (chunk: Buffer) => (log.push(chunk), process.stderr.write(chunk)));
build.on('close', (status) => {
  writeFileSync(join(root, 'build.log'), Buffer.concat(log));
  process.exit(status ?? 1);
});
