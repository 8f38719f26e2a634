/** Writes src/components/wordBreaks.json from locales/zh/ (see wordBreaks.ts), formatted as `npm run lint` expects. */
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { wordBreakMap } from './wordBreaks';

const file = 'src/components/wordBreaks.json';
void resolveConfig(file)
  .then((options) => format(JSON.stringify(wordBreakMap()), { ...options, filepath: file }))
  .then((text) => writeFileSync(file, text));
