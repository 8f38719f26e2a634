/**
 * A fact of data/*.json not given yet, written in place as { "placeholder": <stand-in or null>, "fill": "<what to put
 * here>" }. The site (GraphQL layer, src/data/site.ts) sees the stand-in; the content check lists each one, and a
 * Netlify production deploy refuses them (gatsby/content/check.ts, docs/before-launch.md).
 */
export type Placeholder = { key: string; standIn: unknown; fill: unknown };

/** The type of a data file once every placeholder is replaced by its stand-in. */
export type Unwrapped<T> = T extends { placeholder: infer P; fill: string }
  ? P
  : T extends readonly (infer I)[]
    ? Unwrapped<I>[]
    : T extends object
      ? { [K in keyof T]: Unwrapped<T[K]> }
      : T;

export const isPlaceholder = (value: unknown): value is { placeholder: unknown; fill: unknown } =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && 'placeholder' in value;

/** The value with every placeholder replaced by its stand-in, and the placeholders found, by key path. */
export function unwrapPlaceholders<T>(value: T): { value: Unwrapped<T>; placeholders: Placeholder[] } {
  const placeholders: Placeholder[] = [];
  const walk = (node: unknown, key: string): unknown => {
    if (isPlaceholder(node)) {
      placeholders.push({ key, standIn: node.placeholder, fill: node.fill });
      return node.placeholder;
    }
    if (Array.isArray(node)) return node.map((item, i) => walk(item, `${key}[${i}]`));
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(Object.entries(node).map(([k, child]) => [k, walk(child, key ? `${key}.${k}` : k)]));
  };
  return { value: walk(value, '') as Unwrapped<T>, placeholders };
}
