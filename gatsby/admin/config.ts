// Decap CMS's configuration, made at build time from locales/ and the visitor-facing text of data/, labelled in both
// languages, saving where env.ts says.
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, PREFIXED_LANGUAGES, getLanguage } from '../../src/i18n/languages';
import { localeT } from '../../src/i18n/localeFiles';
import { type Json, isObject, valueAt } from '../../src/i18n/keys';
import { savedToBranch } from '../../src/i18n/filled';
import type { BuildEnv } from '../../src/site/env';
import { loadContent } from '../content/check';
import { DATA_TYPES, copyFields } from '../../src/data/schema';

/** "learnMoreAbout" -> "Learn more about". */
export const humanise = (name: string) =>
  name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ [A-Z](?=[a-z])/g, (w) => w.toLowerCase());

/** A list of the length the content check holds (the other language's, the spec's counts): no add, remove or move. */
const fixedList = (name: string, length: number, summary: string) => ({
  name,
  label: humanise(name),
  widget: 'list',
  allow_add: false,
  allow_remove: false,
  allow_reorder: false,
  min: length,
  max: length,
  summary: `{{fields.${summary}}}`,
});

/** A string field the content check's rules check while typing (admin.ts); `original`: the other language's text. */
const text = (name: string, file: string, key: string, original?: Json, hint?: string) => ({
  name,
  label: humanise(name),
  widget: 'checked',
  file,
  key,
  ...(typeof original === 'string' ? { original } : {}),
  ...(hint ? { hint } : {}),
});

/** The data/ files with text a visitor reads: their copy fields (schema.ts); a list's items named by their title. */
function dataFiles(data: Record<string, Json>, labelOf: (name: string) => string) {
  return Object.entries(data).flatMap(([name, value]) => {
    const file = `data/${name}.json`;
    const copy = copyFields(DATA_TYPES[name]).map((field) => field.name.value);
    if (!copy.length) return [];
    const own = copy.map((field) => text(field, file, field));
    return [
      {
        name,
        label: labelOf(name),
        file,
        fields: Array.isArray(value)
          ? [{ ...fixedList('items', value.length, copy[0]), label: humanise(name), fields: own }]
          : own,
      },
    ];
  });
}

export function cmsConfig(root: string, { cms, siteUrl }: Pick<BuildEnv, 'cms' | 'siteUrl'>) {
  const { locales: strings, data } = loadContent(root).content;
  /** A text in every language, "Footer / 頁尾" (once if they are the same). */
  const inEach = LANGUAGE_CODES.map((lng) => localeT(lng, root));
  const t = (key: string, options?: Record<string, string>) =>
    [...new Set(inEach.map((tIn) => tIn(key, options)).filter(Boolean))].join(' / ');
  const where =
    cms.name === 'local'
      ? t('preview:editor.local')
      : cms.name === 'github' && cms.pullRequests
        ? t('preview:editor.pullRequests')
        : savedToBranch(t, cms.name === 'github' ? cms.branch : '', siteUrl);
  /** A page's label in the bar, else its title; another file: its name in preview.json, else its own. */
  const fileName = (ns: string) =>
    t(`${ns}:nav`) || t(`${ns}:meta.title`) || t(`preview:editor.files.${ns}`) || humanise(ns);
  /** A text's hint in preview.json › editor.hints (by ns and key), and under a translation the text it translates. */
  const hint = (lng: string, ns: string, key: string) => {
    const english = valueAt(strings[DEFAULT_LANGUAGE][ns], key);
    return [
      t(`preview:editor.hints.${ns}.${key}`),
      lng !== DEFAULT_LANGUAGE && typeof english === 'string' && `${getLanguage(DEFAULT_LANGUAGE).name}: ${english}`,
    ]
      .filter(Boolean)
      .join(' · ');
  };
  const fields = (lng: string, ns: string, value: Record<string, Json>, prefix = ''): object[] =>
    Object.entries(value).map(([name, child]) => {
      const file = `locales/${lng}/${ns}.json`;
      const key = `${prefix}${name}`;
      // A translation is checked against the default language; the default language against a translation (the
      // build holds every translation to the default's placeholders, so any one will do).
      const other = strings[lng === DEFAULT_LANGUAGE ? PREFIXED_LANGUAGES[0].code : DEFAULT_LANGUAGE][ns];
      if (isObject(child))
        return { name, label: humanise(name), widget: 'object', fields: fields(lng, ns, child, `${key}.`) };
      if (Array.isArray(child)) return { ...fixedList(name, child.length, name), field: text(name, file, key) };
      return text(name, file, key, valueAt(other, key), hint(lng, ns, key));
    });
  const backend =
    cms.name === 'github'
      ? {
          name: 'github',
          repo: cms.repo,
          branch: cms.branch,
          base_url: 'https://api.netlify.com',
          site_domain: cms.siteDomain,
        }
      : { name: 'proxy', proxy_url: 'http://localhost:8081/api/v1', branch: 'main' };
  return {
    load_config_file: false,
    backend,
    ...(cms.name === 'github' && cms.pullRequests ? { publish_mode: 'editorial_workflow' } : {}),
    site_url: siteUrl,
    display_url: siteUrl,
    media_folder: 'static',
    editor: { preview: false },
    collections: [
      // One language per view: Decap takes i18n in file collections only as single_file; these are one per language.
      ...LANGUAGE_CODES.map((lng) => ({
        name: `strings-${lng}`,
        label: `${t('preview:editor.strings')} (${getLanguage(lng).label})`,
        description: where,
        format: 'site-json',
        extension: 'json',
        // Names unique across collections: Decap mixes up same-named files of two collections on Back and Forward.
        files: Object.entries(strings[lng]).map(([ns, value]) => ({
          name: `${ns}-${lng}`,
          label: fileName(ns),
          file: `locales/${lng}/${ns}.json`,
          fields: fields(lng, ns, value as Record<string, Json>),
        })),
      })),
      {
        name: 'data',
        label: t('preview:editor.data'),
        description: where,
        format: 'site-json',
        extension: 'json',
        files: dataFiles(data, (name) => t(`preview:editor.files.${name}`) || humanise(name)),
      },
    ],
  };
}
