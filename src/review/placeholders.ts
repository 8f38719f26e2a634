export type Placeholder = { key: string; value: string };

/**
 * Facts data/site.json still holds as stand-ins. Today the file marks them
 * in prose only (its placeholderNote): every example.com address and e-mail,
 * every address with "placeholder" in it, and the facts the note names.
 * Once placeholders are marked in the data itself (an object with a
 * `placeholder` field), those objects are listed too; then the two lists
 * below can go.
 */
const NAMED_IN_NOTE = ['siteUrl', 'person.name', 'course.mode', 'course.hoursPerWeek', 'course.offerCategory'];
const LOOKS_LIKE_ONE = /example\.com|placeholder/i;
/** Fields a Gatsby node adds to the JSON it was made from. */
const NODE_FIELDS = new Set(['id', 'parent', 'children', 'internal', 'placeholderNote']);

export function placeholdersIn(site: Record<string, unknown>): Placeholder[] {
  const found: Placeholder[] = [];
  const visit = (value: unknown, key: string) => {
    if (value && typeof value === 'object' && !Array.isArray(value) && 'placeholder' in value) {
      found.push({ key, value: JSON.stringify(value) });
      return;
    }
    if (value && typeof value === 'object') {
      for (const [child, inner] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
        if (key === '' && NODE_FIELDS.has(String(child))) continue;
        visit(inner, typeof child === 'number' ? `${key}[${child}]` : key ? `${key}.${child}` : String(child));
      }
      return;
    }
    if (NAMED_IN_NOTE.includes(key) || LOOKS_LIKE_ONE.test(String(value))) found.push({ key, value: String(value) });
  };
  visit(site, '');
  return found;
}
