import { loadLocales } from './helpers/locales';

/** Every key path of a nested object: { a: { b: 'x' } } -> ['a.b']. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => keyPaths(item, `${prefix}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

const resources = loadLocales();

describe('locales', () => {
  it('has the spec groups in both languages', () => {
    for (const lng of ['en', 'zh']) {
      expect(Object.keys(resources[lng]).sort()).toEqual(['about', 'footer', 'home', 'nav', 'services']);
    }
  });

  it.each(Object.keys(resources.en))('"%s" has the same keys in en and zh', (ns) => {
    expect(keyPaths(resources.zh[ns]).sort()).toEqual(keyPaths(resources.en[ns]).sort());
  });

  it('has no empty strings', () => {
    for (const lng of Object.keys(resources)) {
      for (const [ns, strings] of Object.entries(resources[lng])) {
        const flat = keyPaths(strings).map((path) => [path, path.split(/[.[\]]+/).filter(Boolean).reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], strings)]);
        for (const [path, value] of flat) expect({ at: `${lng}/${ns}:${path}`, value: String(value).trim().length > 0 }).toEqual({ at: `${lng}/${ns}:${path}`, value: true });
      }
    }
  });
});
