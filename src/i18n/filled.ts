/**
 * The texts whose {{placeholders}} the site fills in, written once: the components render them, and FILLED_BY_CODE
 * below tells the content check which placeholders each may hold.
 */
import { DEFAULT_LANGUAGE, getLanguage } from './languages';

type T = (key: string, options?: Record<string, string>) => string;

/** The brand link's name (NavBar). */
export const brandHomeName = (t: T, brand: string) => t('nav:brandHome', { brand });

/** The name of a service card's "Learn More" button (Offerings): `service` is the service's title. */
export const learnMoreName = (t: T, service: string) =>
  t('home:offerings.learnMoreAbout', { learnMore: t('home:offerings.learnMore'), service });

/** The e-mail icon's name (Footer). */
export const emailName = (t: T, email: string) => t('footer:email', { email });

/**
 * A link's name that says it opens in a new tab: nav:newTab writes the separator itself (a space in English, none
 * before a full-width bracket in Chinese), so code never puts one between two strings.
 */
export const newTabName = (t: T, name: string) => t('nav:newTab', { name });

/** What nav:newTab adds after the link's own text (ExternalLink appends it to the link's content, visually hidden). */
export const newTabNote = (t: T) => newTabName(t, '');

/** A social profile icon's name, which says it opens in a new tab (Footer). */
export const socialName = (t: T, network: string) => newTabName(t, t('footer:social', { network }));

/** The language button's name: it starts with the label it shows ("EN", "中"), so voice control finds it (WCAG 2.5.3). */
export const languageButtonName = (t: T, code: string) => {
  const { label, name } = getLanguage(code);
  return t('nav:language.current', { label, language: name });
};

/** The copyright line after its year (Footer). */
export const rightsText = (t: T, brand: string) => t('footer:rights', { brand });

/** The preview banner's sentence around the editor's link (gatsby/admin/PreviewBanner.tsx): [before, after]. */
export const previewBannerParts = (t: T) => t('preview:banner.text', { editor: '\u0000' }).split('\u0000');

/** Where a change saved in the editor goes, on a deploy preview: its branch, and the preview it rebuilds. */
export const savedToBranch = (t: T, branch: string, url: string) => t('preview:editor.branch', { branch, url });

/** Each text above with the names it fills, noted by calling it once: the content check's list (rules.ts). */
export const FILLED_BY_CODE: Record<string, string[]> = {};
const note: T = (key, options = {}) => {
  if (Object.keys(options).length) FILLED_BY_CODE[key] = Object.keys(options);
  return '';
};
for (const text of [brandHomeName, learnMoreName, emailName, socialName, rightsText, savedToBranch]) text(note, '', '');
previewBannerParts(note);
languageButtonName(note, DEFAULT_LANGUAGE);
