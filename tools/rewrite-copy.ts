/**
 * The proof that no test depends on today's wording: rewrites every string of locales/ and the allow-list of
 * check:content in place, keeping keys, {{placeholders}} and lengths (rot13 for Latin letters, a shift within CJK
 * Unified Ideographs for Chinese). tsx tools/rewrite-copy.ts && npm test; git checkout locales/ gatsby/content/
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsonText } from '../gatsby/content/check';

const [FIRST_HAN, HAN_COUNT] = [0x4e00, 0x9fff - 0x4e00 + 1];
const rewriteChar = (char: string) => {
  const code = char.codePointAt(0)!;
  if (/[a-z]/.test(char)) return String.fromCharCode(((code - 97 + 13) % 26) + 97);
  if (/[A-Z]/.test(char)) return String.fromCharCode(((code - 65 + 13) % 26) + 65);
  if (code >= FIRST_HAN && code < FIRST_HAN + HAN_COUNT)
    return String.fromCodePoint(FIRST_HAN + ((code - FIRST_HAN + 7919) % HAN_COUNT));
  return char;
};
/** Every character but those of {{placeholders}}. */
const rewrite = (text: string) =>
  text
    .split(/(\{\{[^}]*\}\})/)
    .map((part, index) => (index % 2 ? part : [...part].map(rewriteChar).join('')))
    .join('');
/** Rewrites a JSON file, each value passed through `reviver` (JSON.parse's). */
const edit = (file: string, reviver: (key: string, value: unknown) => unknown) =>
  writeFileSync(file, jsonText(JSON.parse(readFileSync(file, 'utf8'), reviver)));

let strings = 0;
for (const language of readdirSync('locales'))
  for (const name of readdirSync(join('locales', language)))
    edit(join('locales', language, name), (_key, value) =>
      typeof value === 'string' ? (strings++, rewrite(value)) : value,
    );

const allowList = join('gatsby', 'content', 'untranslatedAllowList.json');
if (existsSync(allowList))
  edit(allowList, (key, value) =>
    key === 'values'
      ? Object.fromEntries(Object.entries(value as Record<string, string>).map(([text, why]) => [rewrite(text), why]))
      : value,
  );
console.log(`Rewrote ${strings} strings in locales/ (and the allow-list of untranslated strings).`);
