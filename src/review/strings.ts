/**
 * The strings of one locale file as `key: text` pairs, keys written the way
 * `npm run check:content` names them: `hero.title`, `experience[0]`.
 */
export type Leaf = { key: string; value: string };

export function leavesOf(value: unknown, prefix = ''): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leavesOf(item, `${prefix}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => leavesOf(child, prefix ? `${prefix}.${key}` : key));
  return [{ key: prefix, value: String(value) }];
}

/** How the deck and its tests cite a string: `home.json › hero.title`. */
export const citation = (ns: string, key: string) => `${ns}.json › ${key}`;

/** How the build marks a changed string (src/review/changes.ts): `zh/home:hero.title`. */
export const changeId = (language: string, ns: string, key: string) => `${language}/${ns}:${key}`;
