import { unwrapPlaceholders } from '../../src/data/placeholders';
import type { LanguageCode } from '../../src/i18n/languages';
import { placementOf } from './placements';
import { fileOf, leavesOf } from './strings';

/** One string of the copy: where it is written and what it says. `language` null: data/, the same in every language. */
export type CopyString = {
  source: string;
  key: string;
  language: LanguageCode | null;
  file: string;
  value: string;
  /** Its place in its file. */
  order: number;
};

/** The strings of locales/, from language → namespace → parsed JSON. */
export function localeCopy(files: Record<string, Record<string, unknown>>): CopyString[] {
  return Object.entries(files).flatMap(([language, byNs]) =>
    Object.entries(byNs).flatMap(([ns, json]) =>
      leavesOf(json).map(({ key, value }, order) => {
        const lng = language as LanguageCode;
        return { source: ns, key, language: lng, file: fileOf(ns, lng), value, order };
      }),
    ),
  );
}

/**
 * The visitor-facing strings of data/, from file name → parsed JSON: those gatsby/copyDeck/placements.ts places. A placeholder
 * counts as its stand-in (`brand`, whether the owner has filled it in yet or not); its fill note is not copy.
 */
export function dataCopy(files: Record<string, unknown>): CopyString[] {
  return Object.entries(files).flatMap(([name, json]) =>
    leavesOf(unwrapPlaceholders(json).value).flatMap(({ key, value }, order) => {
      const source = `data/${name}`;
      if (placementOf(source, key).group === 'unplaced') return [];
      return [{ source, key, language: null, file: fileOf(source, null), value, order }];
    }),
  );
}
