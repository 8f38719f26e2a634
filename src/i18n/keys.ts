/**
 * The one key walker of locale and data JSON, for the content check, the editor and the no-copy gate: keys are
 * written as `npm run check:content` names them (`hero.title`, `experience[0]`).
 */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Every leaf of a JSON value with its key path, its type kept: { a: { b: 'x' }, c: ['y'] } -> a.b, c[0]. */
export function leaves(value: Json, prefix = ''): { key: string; value: Json }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${prefix}[${i}]`));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
  return [{ key: prefix || '(file)', value }];
}

export const isObject = (value: unknown): value is { [key: string]: Json } =>
  !!value && typeof value === 'object' && !Array.isArray(value);

export const keyParts = (keyPath: string) => keyPath.split(/[.[\]]+/).filter(Boolean);

/** The value at a key path such as "features.resumeReview.title" or "experience[1]". */
export function valueAt(value: Json | undefined, keyPath: string): Json | undefined {
  let current = value;
  for (const part of keyParts(keyPath)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = Array.isArray(current) ? current[Number(part)] : current[part];
  }
  return current;
}
