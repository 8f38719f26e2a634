/** The editor's configuration (gatsby/admin/config.ts), read as Decap gets it: what a reviewer can do to a file. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cmsConfig } from '../../gatsby/admin/config';
import { buildEnv } from '../../src/site/env';
import { valueAt } from '../../src/i18n/keys';
import { DEFAULT_LANGUAGE, getLanguage } from '../../src/i18n/languages';
import { contentRoot, loadLocales } from '../support/locales';

type Field = Record<string, unknown> & { name: string; widget: string; key?: string; fields?: Field[]; field?: Field };
type File = { name: string; label: string; file: string; fields: Field[] };
const config = cmsConfig(contentRoot, buildEnv({})) as unknown as {
  collections: { name: string; files: File[] }[];
};
const files = config.collections.flatMap((c) => c.files);
const all = (fields: Field[]): Field[] =>
  fields.flatMap((f) => [f, ...all(f.fields ?? []), ...all(f.field ? [f.field] : [])]);
const locales = loadLocales();

describe('the editor’s configuration', () => {
  it('names every entry once across collections, with no unfilled {{placeholder}}', () => {
    const names = files.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    expect(files.filter((f) => f.label.includes('{{'))).toEqual([]);
  });

  it('holds every list at its length in the file: no add, remove or reorder', () => {
    type Data = Record<string, unknown>;
    const lists = (fields: Field[], data: Data): [Field, unknown][] =>
      fields.flatMap((f) =>
        f.widget === 'list' ? [[f, data[f.name]]] : f.fields ? lists(f.fields, data[f.name] as Data) : [],
      );
    const found = files.flatMap((file) => {
      const json = JSON.parse(readFileSync(join(contentRoot, file.file), 'utf8'));
      return lists(file.fields, Array.isArray(json) ? { items: json } : json);
    });
    expect(found.length).toBeGreaterThan(3);
    for (const [list, items] of found) {
      const length = (items as unknown[]).length;
      expect(list).toMatchObject({
        allow_add: false,
        allow_remove: false,
        allow_reorder: false,
        min: length,
        max: length,
      });
    }
  });

  it('shows under each translated field the English it translates, and under one button label that it serves three buttons', () => {
    const english = getLanguage(DEFAULT_LANGUAGE).name;
    const zh = files.filter((f) => f.file.startsWith('locales/zh/'));
    const texts = zh.flatMap((file) => all(file.fields).filter((f) => f.widget === 'checked' && f.key));
    for (const field of texts.filter((f) => typeof f.original === 'string'))
      expect(field.hint).toContain(`${english}: `);
    const home = files.find((f) => f.file === `locales/${DEFAULT_LANGUAGE}/home.json`)!;
    const learnMore = all(home.fields).find((f) => f.key === 'offerings.learnMore')!;
    expect(learnMore.hint).toContain(
      valueAt(locales[DEFAULT_LANGUAGE].preview as never, 'editor.hints.home.offerings.learnMore'),
    );
  });
});
