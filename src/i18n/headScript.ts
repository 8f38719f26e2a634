import { DETECTION, type DetectionSource, LANGUAGE_PATTERNS, PREFIXED_LANGUAGES } from './detect';
import { DEFAULT_LANGUAGE } from './languages';

/*
 * The head script: runs first in <head>, on every page, before anything is
 * painted (gatsby-ssr.tsx puts it there through onRenderBody).
 *
 * Why not i18next-browser-languagedetector itself? This has to run before
 * the first paint, so it is inlined into every page; bundled and minified,
 * the detector is about 7.3 kB (2.5 kB gzipped), with Babel's
 * class helpers, a cookie serializer and path/subdomain lookups this site
 * does not use. This script does the detector's six lookups the way the
 * detector does them (the query's last `lng=`, the first `i18next=` cookie,
 * values taken raw, navigator.languages then userLanguage then language; not
 * the detector's fallback of a query inside the hash, which this site's
 * URLs never carry), built from the same options (DETECTION in detect.ts:
 * order and keys) and mapped by the same patterns (LANGUAGE_PATTERNS).
 * __tests__/headScript.test.ts runs the real detector with those options
 * beside this script over thousands of combinations of sources, precedence
 * steps and bad values, and fails if they ever pick differently. That keeps
 * the detector the one definition of how each source is read, at about
 * 1.5 kB (0.76 kB gzipped) in each page instead of 7.3 kB.
 *
 * What it does:
 * 1. The language the URL names: /zh/… is zh, anything else en.
 * 2. On a /zh/ page the URL decides; on an unprefixed page the detection
 *    order does (query, cookie, localStorage, sessionStorage, navigator, html
 *    tag; unsupported or malformed values skipped; fallback en). A supported
 *    `?lng=` decides on any page.
 * 3. It caches the result in localStorage (`i18nextLng`), so landing on
 *    /zh/… records zh.
 * 4. If the result is not the URL's language, it stops this document (its
 *    parser stops, so nothing of it is painted) and replaces the location
 *    with the same path in that language, query and hash kept; the page it
 *    lands on removes `lng`. Otherwise it removes `lng` from the address with
 *    history.replaceState, so nothing loops.
 * Every lookup is guarded: blocked or throwing storage and cookies only skip
 * that source, and the whole script is in a try, so it can never break a page
 * or log an error.
 *
 * It is plain ES5 without any value from the request, so it is the same
 * string on every page of a build (a CSP hash of it stays valid).
 */

const json = JSON.stringify;

/**
 * Each source's lookup, as the detector does it. They may throw (blocked
 * storage or cookies); get() below turns a throw into "nothing found".
 */
const LOOKUPS: Record<DetectionSource, string> = {
  // The last `lng=` in the query, raw.
  querystring: 'Q',
  // The first `i18next=` cookie, raw.
  cookie: `function () {
    var a = d.cookie.split(';'), i, v;
    for (i = 0; i < a.length; i++) {
      v = a[i].replace(/^\\s+/, '');
      if (v.indexOf(${json(`${DETECTION.lookupCookie}=`)}) == 0) return v.slice(${DETECTION.lookupCookie.length + 1});
    }
  }`,
  localStorage: `function () { return w.localStorage.getItem(${json(DETECTION.lookupLocalStorage)}); }`,
  sessionStorage: `function () { return w.sessionStorage.getItem(${json(DETECTION.lookupSessionStorage)}); }`,
  navigator: `function () {
    var n = w.navigator;
    return [].concat([].slice.call(n.languages || []), n.userLanguage || [], n.language || []);
  }`,
  htmlTag: `function () { return d.documentElement.getAttribute('lang'); }`,
};

/* Kept free of whitespace inside string and regex literals, so compacting it below is safe. */
const source = `
function (w) {
  try {
    var L = w.location, d = w.document, D = ${json(DEFAULT_LANGUAGE)};
    var Q = function () {
      var f, a = L.search.slice(1).split('&'), i, v;
      for (i = 0; i < a.length; i++) {
        v = a[i].indexOf('=');
        if (v > 0 && a[i].slice(0, v) == ${json(DETECTION.lookupQuerystring)}) f = a[i].slice(v + 1);
      }
      return f;
    };
    var S = [${DETECTION.order.map((name) => LOOKUPS[name]).join(', ')}];
    var M = [${LANGUAGE_PATTERNS.map(([code, pattern]) => `[${json(code)}, ${String(pattern)}]`).join(', ')}];
    var get = function (f) {
      var a = [], k, m;
      try { a = a.concat(f()); } catch (e) {}
      for (k = 0; k < a.length; k++) {
        for (m = 0; m < M.length; m++) if (typeof a[k] == 'string' && M[m][1].test(a[k])) return M[m][0];
      }
    };
    var path = L.pathname, here = path.split('/')[1];
    if (${json(PREFIXED_LANGUAGES)}.indexOf(here) < 0) here = D;
    var lng = get(Q) || (here != D ? here : '');
    for (var o = 0; !lng && o < S.length; o++) lng = get(S[o]);
    lng = lng || D;
    try { w.localStorage.setItem(${json(DETECTION.lookupLocalStorage)}, lng); } catch (e) {}
    var to = (lng == D ? '' : '/' + lng) + (here == D ? path : path.slice(here.length + 1) || '/');
    if (to != path) {
      w.stop();
      L.replace(to + L.search + L.hash);
    } else {
      var a = L.search.slice(1).split('&');
      var b = a.filter(function (x) { return x.split('=')[0] != ${json(DETECTION.lookupQuerystring)}; });
      var s = b.join('&');
      if (b.length < a.length) w.history.replaceState(w.history.state, '', path + (s ? '?' + s : '') + L.hash);
    }
  } catch (e) {}
}`;

/** The script's function, `function (w) {…}`, on one line: called with a window. Tests call it with stand-ins. */
export const HEAD_SCRIPT_FUNCTION = source
  .replace(/\n\s*/g, '')
  .replace(/\s*([{}=,;:<>+|&?()!\[\]]+)\s*/g, '$1')
  .replace(/;}/g, '}');

/** The inline script as it goes in <head>. */
export const HEAD_SCRIPT = `(${HEAD_SCRIPT_FUNCTION})(window)`;
