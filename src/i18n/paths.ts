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

/**
 * The language dropdown's link to a page in a language: its path there, with `?lng=` naming the pick, so the head
 * script (headScript.ts) keeps that language on arrival instead of detecting the cached one, then caches it and drops
 * the parameter. A plain link does this with no JavaScript: ('/zh/about/', 'en') -> '/about/?lng=en'.
 */
export function pickLanguageHref(pathname: string, code: LanguageCode): string {
  return `${localizePath(pathname, code)}?${DETECTION.lookupQuerystring}=${code}`;
}

/** Whether a page path (without language prefix) is the 404 page: '/404/', '/404.html'. */
export function isNotFoundPath(originalPath: string): boolean {
  return /^\/404(\/|\.html)?$/.test(originalPath);
}
