/** Writes src/components/wordBreaks.json from locales/zh/ (see wordBreaks.ts). */
import { writeFileSync } from 'node:fs';
import { wordBreakMap } from './wordBreaks';

writeFileSync('src/components/wordBreaks.json', `${JSON.stringify(wordBreakMap(), null, 0)}\n`);
