// The strings whose {{placeholders}} the code fills in. Components call the functions below, and the content check
// (gatsby/content/rules.ts) uses FILLED to check that locales/ has exactly these placeholders.
import { getLanguage } from './languages';

type T = (key: string, options?: Record<string, string>) => string;
type Filled = { names: readonly string[]; labelInName?: true };

/** The placeholder names of each ns:key. `labelInName` marks a control's name that must start with its first
 * placeholder, the text the control shows, because voice control finds a control by the words a visitor sees. */
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

/** Fills in a string of TEXTS; the compiler checks that `values` has exactly its placeholder names. */
const fill = <K extends keyof typeof TEXTS>(t: T, key: K, values: Record<(typeof TEXTS)[K]['names'][number], string>) =>
  t(key, values);

/** The brand link's name (NavBar). */
export const brandHomeName = (t: T, brand: string) => fill(t, 'nav:brandHome', { brand });

/** The name of a service card's "Learn More" button (Offerings); `service` is the service's title. */
export const learnMoreName = (t: T, service: string) =>
  fill(t, 'home:offerings.learnMoreAbout', { learnMore: t('home:offerings.learnMore'), service });

/** The e-mail icon's name (Footer). */
export const emailName = (t: T, email: string) => fill(t, 'footer:email', { email });

/** A link's name that says it opens in a new tab. nav:newTab holds the separator (a space in English, none before a
 * full-width bracket in Chinese), so code never joins two strings with one. */
export const newTabName = (t: T, name: string) => fill(t, 'nav:newTab', { name });

/** The text nav:newTab adds after a link's own text. ExternalLink appends it to the link, visually hidden. */
export const newTabNote = (t: T) => newTabName(t, '');

/** A social profile icon's name, which says it opens in a new tab (Footer). */
export const socialName = (t: T, network: string) => newTabName(t, fill(t, 'footer:social', { network }));

/** The language button's name starts with the label it shows ("EN", "中"), so voice control finds it (WCAG 2.5.3). */
export const languageButtonName = (t: T, code: string) => {
  const { label, name } = getLanguage(code);
  return fill(t, 'nav:language.current', { label, language: name });
};

/** Names a language's option on a not-found page, which leads to its home page; `t` is that language's. */
export const languageHome = (t: T, code: string) => fill(t, 'nav:language.home', { language: getLanguage(code).name });

/** The copyright line after its year (Footer). */
export const rightsText = (t: T, brand: string) => fill(t, 'footer:rights', { brand });

/** The preview banner's text before and after the editor's link (gatsby/admin/PreviewBanner.tsx). */
export const previewBannerParts = (t: T) => fill(t, 'preview:banner.text', { editor: '\u0000' }).split('\u0000');

/** On a deploy preview, says where a change saved in the editor goes: its branch, and the preview it rebuilds. */
export const savedToBranch = (t: T, branch: string, url: string) => fill(t, 'preview:editor.branch', { branch, url });
