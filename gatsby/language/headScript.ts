import type { DetectionSource } from '../../src/i18n/detect';
import type { HeadScriptOptions } from './compileHeadScript';

/**
 * The language head script runs first in <head> on every page, before paint (docs/languages.md). compileHeadScript.ts
 * minifies it into the inline <script> and its CSP hash; it is inlined on its own, so it may import only types. It
 * moves to the detected language's path, or else removes `lng` from the address, so it never loops. Each lookup reads
 * what i18next-browser-languagedetector 8 reads (the last `lng=`, the first `i18next=` cookie, raw values), except the
 * query-in-the-hash fallback, since this site's URLs never carry one.
 */
export function headScript(w: Window, { detection, languages, fallback }: HeadScriptOptions): void {
  try {
    const { location, document } = w;
    const lngKey = detection.lookupQuerystring;
    const params = location.search.slice(1).split('&');
    const lookups: Record<DetectionSource, () => unknown> = {
      querystring: () => {
        let found: string | undefined;
        for (const param of params) {
          const at = param.indexOf('=');
          if (at > 0 && param.slice(0, at) === lngKey) found = param.slice(at + 1);
        }
        return found;
      },
      cookie: () => {
        const prefix = `${detection.lookupCookie}=`;
        for (let pair of document.cookie.split(';')) {
          while (pair.charAt(0) === ' ') pair = pair.slice(1);
          if (pair.indexOf(prefix) === 0) return pair.slice(prefix.length);
        }
      },
      localStorage: () => w.localStorage.getItem(detection.lookupLocalStorage),
      sessionStorage: () => w.sessionStorage.getItem(detection.lookupSessionStorage),
      navigator: () => {
        const { languages: preferred, userLanguage, language } = w.navigator as Navigator & { userLanguage?: string };
        return [...(preferred || []), userLanguage, language];
      },
      htmlTag: () => document.documentElement.getAttribute('lang'),
    };

    /** Resolves a value as the detector and i18next do. It must be [\w@.-] without `..` (isSafeLanguageCode), and
     * maps to the longest of our codes it starts with, by whole subtags in any case (getBestMatchFromCodes). */
    const detect = (source: DetectionSource) => {
      let values: unknown[] = [];
      try {
        values = values.concat(lookups[source]());
      } catch {
        // Storage or cookies are blocked, so this source has nothing.
      }
      for (const value of values) {
        // A non-string such as an undefined navigator.userLanguage becomes "undefined", which matches no language.
        const code = `${value}`;
        const parts = /^(?!.*\.\.)[\w@.-]{1,128}$/.test(code) ? code.toLowerCase().split(/[-_]/) : [];
        for (; parts.length; parts.pop()) if (languages.indexOf(parts.join('-')) > -1) return parts.join('-');
      }
    };

    const path = location.pathname;
    const first = path.split('/')[1];
    const here = first !== fallback && languages.indexOf(first) > -1 ? first : fallback;
    let lng = detect('querystring') || (here !== fallback ? here : undefined);
    for (const source of detection.order) lng = lng || detect(source);
    lng = lng || fallback;

    try {
      w.localStorage.setItem(detection.lookupLocalStorage, lng);
    } catch {
      // Storage is unavailable, so the language is not cached.
    }

    const to = (lng === fallback ? '' : `/${lng}`) + (here === fallback ? path : path.slice(here.length + 1) || '/');
    if (to !== path) {
      w.stop();
      // Keep one leading slash, or /zh//evil.example/?lng=en would lead to another site's //evil.example/.
      location.replace(to.replace(/^\/+/, '/') + location.search + location.hash);
      return;
    }
    const kept = params.filter((param) => param.split('=')[0] !== lngKey);
    if (kept.length < params.length) {
      const query = kept.join('&');
      w.history.replaceState(w.history.state, '', path + (query ? `?${query}` : '') + location.hash);
    }
  } catch {
    // Never break the page; without the script, the page simply stays in the URL's language.
  }
}
