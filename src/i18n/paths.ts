import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode, languagePrefix } from './languages';

/** Strips a language prefix: '/zh/about/' -> '/about/', '/zh' -> '/'; other paths stay as they are. */
export function stripLanguagePrefix(pathname: string): string {
  for (const code of LANGUAGE_CODES) {
    if (code === DEFAULT_LANGUAGE) continue;
    const prefix = `/${code}`;
    if (pathname === prefix) return '/';
    if (pathname.startsWith(`${prefix}/`)) return pathname.slice(prefix.length);
  }
  return pathname || '/';
}

/** Which language a path is in, by its prefix. */
export function languageOfPath(pathname: string): LanguageCode {
  for (const code of LANGUAGE_CODES) {
    if (code === DEFAULT_LANGUAGE) continue;
    if (pathname === `/${code}` || pathname.startsWith(`/${code}/`)) return code;
  }
  return DEFAULT_LANGUAGE;
}

/** The same page in another language: ('/zh/about/', 'en') -> '/about/'. */
export function localizePath(pathname: string, code: LanguageCode): string {
  const original = stripLanguagePrefix(pathname);
  return `${languagePrefix(code)}${original}`;
}

/** Whether a page path (without language prefix) is the 404 page: '/404/', '/404.html'. */
export function isNotFoundPath(originalPath: string): boolean {
  return /^\/404(\/|\.html)?$/.test(originalPath);
}
