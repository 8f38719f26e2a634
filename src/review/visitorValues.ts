import { brandHomeName, emailName, learnMoreName, rightsText, socialName } from '../i18n/filled';
import { languageButtonName, type LanguageCode } from '../i18n/languages';

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
  'nav:language.current': (t, language) => [languageButtonName(t, language)],
  'home:offerings.learnMoreAbout': (t, _, { services }) =>
    services.map((service) => learnMoreName(t, t(`services:${service}.title`))),
  'footer:email': (t, _, { email }) => [emailName(t, email)],
  'footer:social': (t, _, { networks }) => networks.map((network) => socialName(t, network)),
  'footer:rights': (t, _, { brand }) => [rightsText(t, brand)],
  'data/site:social[*].label': (t, _, __, label) => [socialName(t, label)],
};

/** The visitor values of a string, if the site fills it: by `source:key`, or with its entry numbers as `[*]`. */
export function visitorValuesOf(source: string, key: string): VisitorValues | undefined {
  return VISITOR_VALUES[`${source}:${key}`] ?? VISITOR_VALUES[`${source}:${key.replace(/\[\d+\]/g, '[*]')}`];
}
