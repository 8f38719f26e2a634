import { brandHomeName, emailName, learnMoreName, newTabName, rightsText, socialName } from '../../src/i18n/filled';
import { i18nextOptions } from '../../src/i18n/i18nextOptions';
import { languageButtonName, type LanguageCode } from '../../src/i18n/languages';
import { placeholdersOf } from './strings';

type T = (key: string, options?: Record<string, string>) => string;

/** What the site fills placeholders with: data/site.json (social networks by label) and data/services.json's services. */
export type Facts = { brand: string; email: string; networks: readonly string[]; services: readonly string[] };

/**
 * What a visitor or screen reader gets from a string whose {{placeholders}} the site fills, per language, through the
 * same functions the components call (src/i18n/filled.ts). Keyed `source:key`; `value` is the string itself.
 */
type VisitorValues = (t: T, language: LanguageCode, facts: Facts, value: string) => string[];

export const VISITOR_VALUES: Record<string, VisitorValues> = {
  'nav:brandHome': (t, _, { brand }) => [brandHomeName(t, brand)],
  'nav:newTab': (t) => [newTabName(t, t('nav:getDataJob'))],
  'nav:language.current': (t, language) => [languageButtonName(t, language)],
  'home:offerings.learnMoreAbout': (t, _, { services }) =>
    services.map((service) => learnMoreName(t, t(`services:${service}.title`))),
  'footer:email': (t, _, { email }) => [emailName(t, email)],
  'footer:social': (t, _, { networks }) => networks.map((network) => socialName(t, network)),
  'footer:rights': (t, _, { brand }) => [rightsText(t, brand)],
  'data/site:social[*].label': (t, _, __, label) => [socialName(t, label)],
};

/** What i18next fills into every string by itself ({{brand}}, from data/site.json). */
const FILLED_EVERYWHERE = new Set(Object.keys(i18nextOptions.interpolation?.defaultVariables ?? {}));

/**
 * The visitor values of a string, if the site fills it: by `source:key`, or with its entry numbers as `[*]`; a string of
 * locales/ whose only placeholders i18next fills everywhere is simply translated.
 */
export function visitorValuesOf(source: string, key: string, value: string): VisitorValues | undefined {
  const own = VISITOR_VALUES[`${source}:${key}`] ?? VISITOR_VALUES[`${source}:${key.replace(/\[\d+\]/g, '[*]')}`];
  if (own) return own;
  const names = placeholdersOf(value);
  if (source.startsWith('data/') || !names.length || !names.every((name) => FILLED_EVERYWHERE.has(name)))
    return undefined;
  return (t) => [t(`${source}:${key}`)];
}
