import { DETECTION } from './detect';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode, languagePrefix } from './languages';

/** Which language a path is in, by its prefix. */
export function languageOfPath(pathname: string): LanguageCode {
  const prefixed = (code: LanguageCode) => pathname === `/${code}` || pathname.startsWith(`/${code}/`);
  return LANGUAGE_CODES.find((code) => code !== DEFAULT_LANGUAGE && prefixed(code)) ?? DEFAULT_LANGUAGE;
}

/** Strips a language prefix: '/zh/about/' -> '/about/', '/zh' -> '/'; other paths stay as they are. */
export function stripLanguagePrefix(pathname: string): string {
  return pathname.slice(languagePrefix(languageOfPath(pathname)).length) || '/';
}

/** The same page in another language: ('/zh/about/', 'en') -> '/about/'. */
export function localizePath(pathname: string, code: LanguageCode): string {
  return `${languagePrefix(code)}${stripLanguagePrefix(pathname)}`;
}

/** The dropdown's link: ('/zh/about/', 'en') -> '/about/?lng=en'. With `?lng=` the head script keeps the pick on
 * arrival instead of detecting the cached language, even with no JavaScript on the page (docs/languages.md). */
export function pickLanguageHref(pathname: string, code: LanguageCode): string {
  return `${localizePath(pathname, code)}?${DETECTION.lookupQuerystring}=${code}`;
}

/** Whether a page path (without language prefix) is the 404 page: '/404/', '/404.html'. */
export function isNotFoundPath(originalPath: string): boolean {
  return /^\/404(\/|\.html)?$/.test(originalPath);
}
