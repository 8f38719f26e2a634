import type { LanguageCode } from '../../src/i18n/languages';
import type { CopyString } from './copy';
import { GROUPS, placementOf, positionOf, type Placement } from './placements';
import { fileOf, languagesOf, rowId } from './strings';

/** A string's text in one language (`language` null: data/, one text for every language), and the file it is in. */
export type Cell = { language: LanguageCode | null; file: string; value: string | undefined };

/** One row of the deck: a key of a source, in every language it is written in. */
export type Row = { id: string; source: string; key: string; placement: Placement; cells: Cell[] };

const compare = (a: (string | number)[], b: (string | number)[]): number => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] === b[i]) continue;
    if (a[i] === undefined) return -1;
    if (b[i] === undefined) return 1;
    return typeof a[i] === 'number' && typeof b[i] === 'number'
      ? (a[i] as number) - (b[i] as number)
      : String(a[i]).localeCompare(String(b[i]));
  }
  return 0;
};

/** One row per source and key, whichever language has it, in the order a visitor meets them (placements.ts). */
export function deckRows(strings: readonly CopyString[]): Row[] {
  const rows = new Map<string, Row & { position: (string | number)[] }>();
  for (const { source, key, language, value, order } of strings) {
    const id = rowId(source, key);
    if (!rows.has(id)) {
      const placement = placementOf(source, key);
      const cells = languagesOf(source).map((lng) => ({ language: lng, file: fileOf(source, lng), value: undefined }));
      rows.set(id, { id, source, key, placement, cells, position: positionOf(source, key, order) });
    }
    const cell = rows.get(id)!.cells.find((c) => c.language === language);
    if (cell) cell.value = value;
  }
  const sortKey = ({ placement, position }: { placement: Placement; position: (string | number)[] }) => [
    GROUPS.indexOf(placement.group),
    placement.order,
    ...position,
  ];
  return [...rows.values()].sort((a, b) => compare(sortKey(a), sortKey(b))).map(({ position: _, ...row }) => row);
}
