/** The language head script, run as the very string every page inlines, with a stand-in window (jsdom + recorders).
 * The reference: i18next 27 with the site's options and i18next-browser-languagedetector 8 with DETECTION. */
import { gzipSync } from 'node:zlib';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { minifyHeadScript } from '../../gatsby/language/compileHeadScript';
import { DETECTION } from '../../src/i18n/detect';
import { i18nextOptions } from '../../src/i18n/i18nextOptions';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode, getLanguage } from '../../src/i18n/languages';
import { localizePath } from '../../src/i18n/paths';

const HEAD_SCRIPT = minifyHeadScript();
const lng = DETECTION.lookupQuerystring;
const headScript = new Function('window', HEAD_SCRIPT) as (w: unknown) => void;

type Env = { url?: string; cookie?: string; local?: string; session?: string; languages?: string[]; htmlLang?: string };

function setUp({ url = '/', cookie, local, session, languages = ['en-US'], htmlLang }: Env) {
  window.history.replaceState(null, '', url);
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.cookie = 'other=1; path=/'; // a cookie of another's, before ours (`cookie`: our cookie's value)
  if (cookie !== undefined) document.cookie = `${DETECTION.lookupCookie}=${cookie}; path=/`;
  localStorage.clear();
  sessionStorage.clear();
  if (local !== undefined) localStorage.setItem(DETECTION.lookupLocalStorage, local);
  if (session !== undefined) sessionStorage.setItem(DETECTION.lookupSessionStorage, session);
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
  Object.defineProperty(window.navigator, 'language', { value: languages[0], configurable: true });
  document.documentElement.setAttribute('lang', htmlLang ?? (url.startsWith('/zh') ? 'zh-HK' : 'en'));
}

type Run = { replaced?: string; stopped: boolean; cleaned?: string; cached: string | null; threw?: unknown };

/** Runs the head script in the current jsdom state, with `overrides` on the stand-in window. */
function run(overrides: Record<string, unknown> = {}): Run {
  const result: Run = { stopped: false, cached: null };
  const { pathname, search, hash } = window.location;
  const fake = {
    location: { pathname, search, hash, replace: (url: string) => (result.replaced = url) },
    document,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    navigator: window.navigator,
    history: { state: null, replaceState: (_s: unknown, _t: string, url: string) => (result.cleaned = url) },
    stop: () => (result.stopped = true),
  };
  // Getters stay getters (a blocked storage throws when it is read).
  Object.defineProperties(fake, Object.getOwnPropertyDescriptors(overrides));
  try {
    headScript(fake);
  } catch (error) {
    result.threw = error;
  }
  try {
    result.cached = window.localStorage.getItem(DETECTION.lookupLocalStorage);
  } catch {
    result.cached = null;
  }
  return result;
}

const scenario = (env: Env) => (setUp(env), run());
const hostile = encodeURIComponent('<img src=x onerror=alert(1)>');
/** The script stops the page and goes to `replaced`, caching `cached`. */
const go = (replaced: string, cached = 'zh') => ({ stopped: true, replaced, cached });
/** The script leaves the page where it is, caching `cached`, and removes `lng` from the address (`cleaned`). */
const stay = (cached: string, cleaned?: string) => ({ stopped: false, cached, cleaned });

describe('the inline head script', () => {
  it('is one small classic script: no line breaks, nothing that ends or comments out the <script>', () => {
    expect(HEAD_SCRIPT).not.toMatch(/\n|<\/|<!--|\bimport\b|\bexport\b/);
    // Parses as a script of its own, and is the same text every time it is built.
    expect(() => new Function(HEAD_SCRIPT)).not.toThrow();
    expect(minifyHeadScript()).toBe(HEAD_SCRIPT);
    // It blocks the first paint of every page, so it stays small.
    expect(Buffer.byteLength(HEAD_SCRIPT)).toBeLessThan(1700);
    expect(gzipSync(HEAD_SCRIPT, { level: 9 }).length).toBeLessThan(900);
  });

  it.each<[string, Omit<Env, 'url'>, ReturnType<typeof go | typeof stay>]>([
    // Each source alone: the agreement below. Query (lng too: the next page removes it) and hash are kept.
    ['/resources/?utm_source=x#datasets', { languages: ['zh-HK'] }, go('/zh/resources/?utm_source=x#datasets')],
    ['/', { languages: ['zh-HK'] }, go('/zh/')],
    // Precedence, each step both ways: the agreement below, with i18next as the reference.
    // Unsupported or malformed values are skipped, down the order.
    [`/?${lng}=qaa`, { cookie: 'qab', local: 'zh-CN', session: 'zh-TW' }, go(`/zh/?${lng}=qaa`)],
    [`/?${lng}=qaa`, { cookie: '', local: '', session: 'bad value', languages: ['qab'] }, stay('en', '/')],
    [`/?${lng}=qaa&x=1#top`, {}, stay('en', '/?x=1#top')],
    // A hostile ?lng never reaches the address or storage.
    [`/about/?${lng}=${hostile}`, {}, stay('en', '/about/')],
    [`/zh/about/?${lng}=${hostile}`, {}, stay('zh', '/zh/about/')],
    // Explicit ?lng= in both directions; the page it lands on removes it, even against a zh cookie and browser.
    [`/zh/about/?${lng}=en#team`, {}, go(`/about/?${lng}=en#team`, 'en')],
    [`/about/?${lng}=en#team`, { cookie: 'zh', local: 'en', languages: ['zh-HK'] }, stay('en', '/about/#team')],
    [`/zh/about/?${lng}=zh`, {}, stay('zh', '/zh/about/')],
    [`/zh/?${lng}=zh`, {}, stay('zh', '/zh/')],
    [`/zh?${lng}=en`, {}, go(`/?${lng}=en`, 'en')],
    // Never leaves the site: a path with doubled slashes stays a path.
    [`/zh//evil.example/?${lng}=en`, {}, go(`/evil.example/?${lng}=en`, 'en')],
    [`/zh///evil.example?${lng}=en#x`, {}, go(`/evil.example?${lng}=en#x`, 'en')],
    // On a /zh/ URL the URL decides; /zhongwen/ is not /zh/; no page redirects to itself.
    ['/zh/resources/', { cookie: 'en', local: 'en', languages: ['en-US'] }, stay('zh')],
    ['/zhongwen/', { languages: ['zh-HK'] }, go('/zh/zhongwen/')],
    ['/zh/', { languages: ['zh-HK'] }, stay('zh')],
    ['/zh/about/', { languages: ['zh-HK'] }, stay('zh')],
    ['/', {}, stay('en')],
  ])('%s with %j', (url, env, expected) => {
    expect(scenario({ url, ...env })).toEqual(expected);
  });

  describe('blocked storage and cookies', () => {
    const thrower = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const throwingStorage = { getItem: thrower, setItem: thrower, removeItem: thrower };
    const throwingDocument = new Proxy(document, {
      get(target, key) {
        if (key === 'cookie') thrower();
        const value = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });

    it('skips every blocked source and still detects from the browser language', () => {
      setUp({ url: '/about/', languages: ['zh-HK'] });
      const blocked = {
        document: throwingDocument,
        get localStorage() {
          return thrower();
        },
        get sessionStorage() {
          return thrower();
        },
      };
      const { threw, replaced } = run(blocked);
      expect([threw, replaced]).toEqual([undefined, '/zh/about/']);
    });

    it('survives storages whose every method throws', () => {
      setUp({ url: `/?${lng}=en`, languages: ['zh-HK'] });
      const throwing = { document: throwingDocument, localStorage: throwingStorage, sessionStorage: throwingStorage };
      const { threw, replaced, cleaned } = run(throwing);
      expect([threw, replaced, cleaned]).toEqual([undefined, undefined, '/']);
    });

    it('never throws, even when the window itself is unusable', () => {
      expect(() => headScript({})).not.toThrow();
      expect(() => headScript(null)).not.toThrow();
    });
  });
});

describe('the head script picks what i18next picks', () => {
  /** i18next with the site's options and the real detector with DETECTION; no caching into jsdom's storage. */
  const reference = (options = {}) => {
    const i18n = i18next.createInstance();
    void i18n.use(LanguageDetector).init({
      ...i18nextOptions,
      resources: {},
      initAsync: false,
      detection: { ...DETECTION, order: [...DETECTION.order], caches: [] },
      ...options,
    });
    return i18n;
  };
  const services = reference({ fallbackLng: false }).services as {
    languageDetector: { detect: () => string[] | string | undefined };
    languageUtils: { getBestMatchFromCodes: (codes: string[]) => string | undefined };
  };
  /** What i18next resolves one detected value to, if it is one of ours ('cimode' is its debug mode, not a page). */
  const resolve = (value: string) => {
    const code = services.languageUtils.getBestMatchFromCodes([value]);
    return (LANGUAGE_CODES as (string | undefined)[]).includes(code) ? code : undefined;
  };
  /** Every value the detector finds, in DETECTION's order; the first one i18next resolves wins; else the fallback. */
  const i18nextPick = () =>
    ([] as string[])
      .concat(services.languageDetector.detect() ?? [])
      .map(resolve)
      .find(Boolean) ?? DEFAULT_LANGUAGE;

  const values = [
    ...'zh en zh-HK zh-TW zh-MO zh-Hant zh-Hant-HK zh-CN zh-SG zh-Hans zh-Hans-CN zh-hk zh- ZH Zh-HK ZH-CN'.split(' '),
    ...'zh_HK en-GB en-US en-Latn-US EN EN-us en_US english fr de-DE cimode dev xx zh-%3Cb%3E zh%2DCN'.split(' '),
    hostile,
  ];

  it.each([['zh-CN'], ['zh-SG', 'en'], ['zh-Hans-CN', 'zh'], ['zh-HK'], ['zh-TW', 'en-US']])(
    'a %s browser is sent to a Han-script language',
    (...languages) => {
      const { cached, replaced } = scenario({ url: '/', languages });
      expect([getLanguage(cached).han, replaced]).toEqual([true, `/${cached}/`]);
    },
  );

  it("keeps DETECTION's order where i18next, resolving all values as one list, would prefer a later exact code", () => {
    // On its own, i18next gives a zh-CN browser zh, as the script does.
    setUp({ url: '/', languages: ['zh-CN'] });
    document.documentElement.removeAttribute('lang');
    expect([reference().language, run().cached]).toEqual(['zh', 'zh']);
    // It prefers an exact code anywhere in the list, so <html lang="en"> beats a zh-CN browser; DETECTION won't.
    setUp({ url: '/', languages: ['zh-CN'], htmlLang: 'en' });
    expect([reference().language, i18nextPick(), run().cached]).toEqual(['en', 'zh', 'zh']);
  });

  /** Each value from each source alone, then every combination of sources. 'qaa' and 'qab' (ISO 639's private use)
   * stand for a browser language the site does not have, whichever languages it adds. */
  const cases: Env[] = values.flatMap((value) => [
    { url: `/about/?${lng}=${value}`, languages: ['qaa'] },
    { url: '/about/', cookie: value, languages: ['qaa'] },
    { url: '/about/', local: value, languages: ['qaa'] },
    { url: '/about/', session: value, languages: ['qaa'] },
    { url: '/about/', languages: [value] },
  ]);
  const browsers = [['en-US'], ['zh-HK'], ['qaa', 'zh-TW', 'en'], ['zh-CN', 'en'], ['qaa', 'qab'], ['ZH-hk']];
  const lngs = [hostile, 'zh', 'en', 'qaa', 'zh-Hant-TW', `zh&${lng}=en`, 'zh-CN&x=1', 'ZH'];
  for (const query of ['', ...lngs.map((value) => `?${lng}=${value}`)])
    for (const cookie of [undefined, 'zh', 'en-GB', 'xx', 'zh-TW'])
      for (const local of [undefined, 'zh', 'en', 'zh-SG', 'nonsense'])
        for (const session of [undefined, 'zh-TW', 'en-US', ''])
          for (const languages of browsers) cases.push({ url: `/about/${query}`, cookie, local, session, languages });

  it(`agrees on all ${cases.length} cases at an unprefixed URL, and goes to its page, query kept`, () => {
    const disagreements: unknown[] = [];
    for (const env of cases) {
      setUp(env);
      const expected = i18nextPick();
      const result = run();
      const to =
        expected === DEFAULT_LANGUAGE
          ? undefined
          : localizePath('/about/', expected as LanguageCode) + window.location.search;
      if (result.cached !== expected || result.replaced !== to) disagreements.push({ env, expected, got: result });
    }
    expect(disagreements).toEqual([]);
    // Not vacuous: every language is picked, by several sources.
    expect(new Set(cases.map((env) => (setUp(env), i18nextPick())))).toEqual(new Set(LANGUAGE_CODES));
  });

  it("DETECTION is the detector's own defaults, order and keys", () => {
    expect((new LanguageDetector() as unknown as { options: object }).options).toMatchObject(DETECTION);
  });
});
