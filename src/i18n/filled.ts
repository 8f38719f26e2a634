// The texts whose {{placeholders}} the site fills in, written once: components use the functions below, and the
// content check (gatsby/content/rules.ts) holds locales/ to FILLED.
import { getLanguage } from './languages';

type T = (key: string, options?: Record<string, string>) => string;
type Filled = { names: readonly string[]; labelInName?: true };

/** By ns:key, the names code fills. `labelInName`: the text names a control that shows its first name's text, so it
 * starts with it (voice control finds the control by the words a visitor sees). */
const TEXTS = {
  'nav:brandHome': { names: ['brand'], labelInName: true },
  'home:offerings.learnMoreAbout': { names: ['learnMore', 'service'], labelInName: true },
  'footer:email': { names: ['email'] },
  'nav:newTab': { names: ['name'], labelInName: true },
  'footer:social': { names: ['network'] },
  'nav:language.current': { names: ['label', 'language'], labelInName: true },
  'nav:language.home': { names: ['language'], labelInName: true },
  'footer:rights': { names: ['brand'] },
  'preview:banner.text': { names: ['editor'] },
  'preview:editor.branch': { names: ['branch', 'url'] },
} as const satisfies Record<string, Filled>;
export const FILLED: Partial<Record<string, Filled>> = TEXTS;

/** A text of TEXTS filled in: the compiler holds `values` to its names. */
const fill = <K extends keyof typeof TEXTS>(t: T, key: K, values: Record<(typeof TEXTS)[K]['names'][number], string>) =>
  t(key, values);

/** The brand link's name (NavBar). */
export const brandHomeName = (t: T, brand: string) => fill(t, 'nav:brandHome', { brand });

/** The name of a service card's "Learn More" button (Offerings): `service` is the service's title. */
export const learnMoreName = (t: T, service: string) =>
  fill(t, 'home:offerings.learnMoreAbout', { learnMore: t('home:offerings.learnMore'), service });

/** The e-mail icon's name (Footer). */
export const emailName = (t: T, email: string) => fill(t, 'footer:email', { email });

/** A link's name that says it opens in a new tab: nav:newTab writes the separator (a space in English, none before a
 * full-width bracket in Chinese), so code never puts one between two strings. */
export const newTabName = (t: T, name: string) => fill(t, 'nav:newTab', { name });

/** What nav:newTab adds after the link's own text (ExternalLink appends it to the link's content, visually hidden). */
export const newTabNote = (t: T) => newTabName(t, '');

/** A social profile icon's name, which says it opens in a new tab (Footer). */
export const socialName = (t: T, network: string) => newTabName(t, fill(t, 'footer:social', { network }));

/** The language button's name: it starts with the label it shows ("EN", "中"), so voice control finds it (WCAG 2.5.3). */
export const languageButtonName = (t: T, code: string) => {
  const { label, name } = getLanguage(code);
  return fill(t, 'nav:language.current', { label, language: name });
};

/** A language's option on a not-found page, which leads to its home page: `t` of that language. */
export const languageHome = (t: T, code: string) => fill(t, 'nav:language.home', { language: getLanguage(code).name });

/** The copyright line after its year (Footer). */
export const rightsText = (t: T, brand: string) => fill(t, 'footer:rights', { brand });

/** The preview banner's sentence around the editor's link (gatsby/admin/PreviewBanner.tsx): [before, after]. */
export const previewBannerParts = (t: T) => fill(t, 'preview:banner.text', { editor: '\u0000' }).split('\u0000');

/** Where a change saved in the editor goes, on a deploy preview: its branch, and the preview it rebuilds. */
export const savedToBranch = (t: T, branch: string, url: string) => fill(t, 'preview:editor.branch', { branch, url });
