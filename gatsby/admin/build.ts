// /admin/ after each build: Decap CMS's prebuilt bundle copied from node_modules (no third-party request), and
// admin.ts bundled with the generated configuration. Nothing of it reaches other pages.
import { cpSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import type { BuildEnv } from '../../src/site/env';
import { cmsConfig } from './config';

export function buildAdmin(root: string, publicDir: string, env: BuildEnv) {
  const out = join(publicDir, 'admin');
  mkdirSync(out, { recursive: true });
  const dist = join(root, 'node_modules', 'decap-cms', 'dist');
  const bundle = readdirSync(dist).filter((f) => /^(\d+\.)?decap-cms\.js$/.test(f));
  if (!bundle.includes('decap-cms.js')) throw new Error(`gatsby/admin/build.ts: no decap-cms.js in ${dist}`);
  for (const file of bundle) cpSync(join(dist, file), join(out, file));
  buildSync({
    entryPoints: [join(root, 'gatsby', 'admin', 'admin.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    outfile: join(out, 'admin.js'),
    define: { __CMS_CONFIG__: JSON.stringify(cmsConfig(root, env)) },
    logLevel: 'error',
  });
  writeFileSync(
    join(out, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<meta name="robots" content="noindex"><title>Decap CMS</title><script src="admin.js"></script></head><body></body></html>\n',
  );
}
