#!/usr/bin/env node
/**
 * The proof that no test depends on today's wording: rewrites every string of
 * locales/ in place, keeping keys, {{placeholders}} and lengths. Latin letters
 * stay Latin letters (rot13, case kept), Chinese characters stay Chinese
 * characters (shifted within CJK Unified Ideographs); digits, spaces and
 * punctuation stay. The untranslated allow-list of check:content is rewritten
 * alike, so `npm run check:content` still passes. Run it on a scratch copy:
 *
 *   node scripts/rewrite-copy.mjs && npm test; git checkout locales/ scripts/content/
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FIRST_HAN = 0x4e00;
const HAN_COUNT = 0x9fff - FIRST_HAN + 1;

const rewriteChar = (char) => {
  const code = char.codePointAt(0);
  if (/[a-z]/.test(char)) return String.fromCharCode(((code - 97 + 13) % 26) + 97);
  if (/[A-Z]/.test(char)) return String.fromCharCode(((code - 65 + 13) % 26) + 65);
  if (code >= FIRST_HAN && code < FIRST_HAN + HAN_COUNT)
    return String.fromCodePoint(FIRST_HAN + ((code - FIRST_HAN + 7919) % HAN_COUNT));
  return char;
};

/** Every character but those of {{placeholders}}. */
export const rewrite = (text) =>
  text
    .split(/(\{\{[^}]*\}\})/)
    .map((part, index) => (index % 2 ? part : [...part].map(rewriteChar).join('')))
    .join('');

let strings = 0;
const deep = (value) =>
  typeof value === 'string'
    ? (strings++, rewrite(value))
    : Array.isArray(value)
      ? value.map(deep)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, deep(inner)]))
        : value;

const writeJson = (file, data) => writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);

for (const language of readdirSync('locales')) {
  for (const name of readdirSync(join('locales', language))) {
    const file = join('locales', language, name);
    const data = JSON.parse(readFileSync(file, 'utf8'));
    writeJson(file, deep(data));
  }
}

const allowList = join('scripts', 'content', 'untranslatedAllowList.json');
if (existsSync(allowList)) {
  const list = JSON.parse(readFileSync(allowList, 'utf8'));
  if (list.values)
    list.values = Object.fromEntries(Object.entries(list.values).map(([text, why]) => [rewrite(text), why]));
  writeJson(allowList, list);
}
console.log(`Rewrote ${strings} strings in locales/ (and the allow-list of untranslated strings).`);
