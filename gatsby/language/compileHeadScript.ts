import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minify_sync } from 'terser';
import ts from 'typescript';
import { DETECTION as detection } from '../../src/i18n/detect';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../../src/i18n/languages';

/** The data the head script is called with, including every lower-case language code. Every language except the
 * fallback has a path prefix such as /zh/. */
const HEAD_SCRIPT_OPTIONS = { detection, languages: LANGUAGE_CODES as readonly string[], fallback: DEFAULT_LANGUAGE };
export type HeadScriptOptions = typeof HEAD_SCRIPT_OPTIONS;

/** Compiles headScript.ts to ES2015 and minifies it with terser, in Node only. The output is deterministic, so one CSP
 * hash covers it; gatsby/output/webpack.ts hands it to gatsby-ssr.tsx in __BUILD__. */
export function minifyHeadScript(): string {
  const file = join(process.cwd(), 'gatsby', 'language', 'headScript.ts');
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    compilerOptions: { target: ts.ScriptTarget.ES2015, module: ts.ModuleKind.ESNext, removeComments: true },
  });
  const program = `${outputText.replace('export function headScript(', 'function headScript(')}
headScript(window, ${JSON.stringify(HEAD_SCRIPT_OPTIONS)});`;
  const { code } = minify_sync(program, {
    ecma: 2015,
    toplevel: true,
    compress: { passes: 2 },
    format: { comments: false },
  });
  if (!code) throw new Error(`terser returned nothing for ${file}`);
  // It runs as a classic script, so no import or export may survive; this also throws on a syntax error.
  new Function(code);
  return code;
}
