/**
 * The headers Netlify would send for a path: public/_headers and netlify.toml, by Netlify's own parser.
 * CLI (for the tests): [PUBLIC_DIR=public] tsx tools/netlify-headers.ts /about/ … -> { path: headers }
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';

/** A rule as parsed (minimal: false). */
export type HeaderRules = { for: string; forRegExp: RegExp; values: Record<string, string> }[];

export async function loadHeaderRules({ publicDir = resolve('public'), netlifyToml = resolve('netlify.toml') } = {}) {
  const headersFile = resolve(publicDir, '_headers');
  if (!existsSync(headersFile))
    throw new Error(`${headersFile} not found: \`npm run build\` writes it (gatsby/output/onPostBuild.ts).`);
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [headersFile],
    netlifyConfigPath: existsSync(netlifyToml) ? netlifyToml : undefined,
    configHeaders: undefined,
    minimal: false,
  });
  if (errors.length > 0) throw new Error(`Invalid header rules:\n${errors.map((error) => error.message).join('\n')}`);
  return headers as HeaderRules;
}

/** Headers of the rules matching the path, a header set twice comma-joined as Netlify does; `sources`: which rules. */
export function headersFor(rules: HeaderRules, pathname: string) {
  const headers: Record<string, string> = {};
  const sources: Record<string, string[]> = {};
  for (const { for: path, forRegExp, values } of rules) {
    if (!forRegExp.test(pathname)) continue;
    for (const [name, value] of Object.entries(values)) {
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
      (sources[name] ??= []).push(path);
    }
  }
  return { headers, sources };
}

if (process.argv[1]?.endsWith('netlify-headers.ts'))
  void loadHeaderRules({ publicDir: resolve(process.env.PUBLIC_DIR ?? 'public') }).then((rules) => {
    const output = Object.fromEntries(process.argv.slice(2).map((path) => [path, headersFor(rules, path)]));
    process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
  });
