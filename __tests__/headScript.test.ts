/**
 * The language head script (src/i18n/headScript.ts), run as the very string
 * that goes into every page (minified by src/build/minifyHeadScript.ts). It
 * is called with a stand-in window whose document, storages and navigator are
 * jsdom's, and whose location, history and stop() record what the script
 * asks of them. The reference is i18next itself: i18next 22 with the site's
 * options and i18next-browser-languagedetector 7 with DETECTION.
 */
import { gzipSync } from 'node:zlib';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { minifyHeadScript } from '../src/build/minifyHeadScript';
import { DETECTION } from '../src/i18n/detect';
import { i18nextOptions } from '../src/i18n/i18nextOptions';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../src/i18n/languages';

const HEAD_SCRIPT = minifyHeadScript();

type Env = {
  url?: string;
  cookie?: string;
  local?: string;
  session?: string;
  languages?: string[];
  htmlLang?: string;
};

/** The inline script, with `window` bound to a stand-in. */
const headScript = new Function('window', HEAD_SCRIPT) as (w: unknown) => void;

function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** Puts jsdom in the state a scenario describes. */
function setUp({ url = '/', cookie, local, session, languages = ['en-US'], htmlLang }: Env) {
  window.history.replaceState(null, '', url);
  clearCookies();
  for (const pair of cookie?.split('; ') ?? []) document.cookie = `${pair}; path=/`;
  localStorage.clear();
  sessionStorage.clear();
  if (local !== undefined) localStorage.setItem('i18nextLng', local);
  if (session !== undefined) sessionStorage.setItem('i18nextLng', session);
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
  Object.defineProperty(window.navigator, 'language', { value: languages[0], configurable: true });
  document.documentElement.setAttribute('lang', htmlLang ?? (url.startsWith('/zh') ? 'zh-HK' : 'en'));
}

type Run = { replaced?: string; stopped: boolean; cleaned?: string; cached: string | null; threw?: unknown };

/** Runs the head script in the current jsdom state, overridden by `overrides`. */
function run(overrides: Record<string, unknown> = {}): Run {
  const result: Run = { stopped: false, cached: null };
  const fake = {
    location: {
      pathname: window.location.pathname,
      search: window.location.search,
      hash: window.location.hash,
      replace: (url: string) => {
        result.replaced = url;
      },
    },
    document,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    navigator: window.navigator,
    history: {
      state: null,
      replaceState: (_state: unknown, _title: string, url: string) => {
        result.cleaned = url;
      },
    },
    stop: () => {
      result.stopped = true;
    },
  };
  // Getters stay getters (a blocked storage throws when it is read).
  Object.defineProperties(fake, Object.getOwnPropertyDescriptors(overrides));
  try {
    headScript(fake);
  } catch (error) {
    result.threw = error;
  }
  try {
    result.cached = window.localStorage.getItem('i18nextLng');
  } catch {
    result.cached = null;
  }
  return result;
}

const scenario = (env: Env, overrides?: Record<string, unknown>) => {
  setUp(env);
  return run(overrides);
};

const hostile = encodeURIComponent('<img src=x onerror=alert(1)>');

describe('the inline head script', () => {
  it('is one small classic script: no line breaks, nothing that ends or comments out the <script>', () => {
    expect(Buffer.byteLength(HEAD_SCRIPT)).toBeLessThan(1600);
    expect(gzipSync(HEAD_SCRIPT, { level: 9 }).length).toBeLessThan(850);
    expect(HEAD_SCRIPT).not.toMatch(/\n|<\/|<!--|\bimport\b|\bexport\b/);
    // Parses as a script of its own, and is the same text every time it is built.
    expect(() => new Function(HEAD_SCRIPT)).not.toThrow();
    expect(minifyHeadScript()).toBe(HEAD_SCRIPT);
  });

  describe('each detection source alone sends an unprefixed arrival to /zh/', () => {
    it.each<[string, Env]>([
      ['?lng=zh', { url: '/about/?lng=zh' }],
      ['?lng=zh-Hant-HK', { url: '/about/?lng=zh-Hant-HK' }],
      ['cookie i18next=zh', { url: '/about/', cookie: 'i18next=zh' }],
      ['localStorage zh', { url: '/about/', local: 'zh' }],
      ['sessionStorage zh', { url: '/about/', session: 'zh' }],
      ['browser language zh-HK', { url: '/about/', languages: ['zh-HK'] }],
      ['browser language zh-TW', { url: '/about/', languages: ['zh-TW', 'zh'] }],
      ['browser language zh-Hant', { url: '/about/', languages: ['zh-Hant'] }],
    ])('%s', (_name, env) => {
      const result = scenario(env);
      expect(result.stopped).toBe(true);
      // Query kept for the next page (which removes lng), path under /zh/.
      expect(result.replaced).toBe(`/zh/about/${new URL(env.url!, 'http://x').search}`);
      expect(result.cached).toBe('zh');
    });
  });

  it('keeps the hash and the rest of the query', () => {
    expect(scenario({ url: '/resources/?utm_source=x#datasets', languages: ['zh-HK'] }).replaced).toBe(
      '/zh/resources/?utm_source=x#datasets',
    );
    expect(scenario({ url: '/', languages: ['zh-HK'] }).replaced).toBe('/zh/');
  });

  it('leaves an English visitor with no source set where they are, and caches en', () => {
    const result = scenario({ url: '/about/', languages: ['en-US', 'en'] });
    expect(result).toEqual({ stopped: false, cached: 'en' });
  });

  it('ignores an unsupported browser language and falls back to en', () => {
    expect(scenario({ url: '/', languages: ['fr-FR', 'de'] })).toEqual({ stopped: false, cached: 'en' });
  });

  it.each<[string, Env, string]>([
    ['query over cookie', { url: '/?lng=en', cookie: 'i18next=zh' }, 'en'],
    ['query over cookie (zh)', { url: '/?lng=zh', cookie: 'i18next=en' }, 'zh'],
    ['cookie over localStorage', { cookie: 'i18next=zh', local: 'en' }, 'zh'],
    ['cookie over localStorage (en)', { cookie: 'i18next=en', local: 'zh' }, 'en'],
    ['localStorage over sessionStorage', { local: 'en', session: 'zh' }, 'en'],
    ['localStorage over sessionStorage (zh)', { local: 'zh', session: 'en' }, 'zh'],
    ['sessionStorage over browser language', { session: 'zh', languages: ['en-US'] }, 'zh'],
    ['sessionStorage over browser language (en)', { session: 'en', languages: ['zh-HK'] }, 'en'],
    ['browser language over html tag', { languages: ['zh-HK'], htmlLang: 'en' }, 'zh'],
    ['first supported browser language', { languages: ['fr', 'zh-TW', 'en'] }, 'zh'],
  ])('precedence: %s', (_name, env, expected) => {
    const result = scenario(env);
    expect(result.cached).toBe(expected);
    expect(result.replaced).toBe(expected === 'zh' ? `/zh/${new URL(env.url ?? '/', 'http://x').search}` : undefined);
  });

  it('skips unsupported or malformed values and goes on down the order', () => {
    expect(scenario({ url: '/?lng=fr', cookie: 'i18next=de', local: 'zh-CN', session: 'zh-TW' }).cached).toBe('zh');
    expect(
      scenario({ url: '/?lng=fr', cookie: 'i18next=', local: '', session: 'bad value', languages: ['xx'] }).cached,
    ).toBe('en');
  });

  it('?lng=fr gives en and is removed from the address', () => {
    const result = scenario({ url: '/?lng=fr&x=1#top' });
    expect(result).toEqual({ stopped: false, cached: 'en', cleaned: '/?x=1#top' });
  });

  it('a hostile ?lng gives en, is removed, and never reaches the address or storage', () => {
    const result = scenario({ url: `/about/?lng=${hostile}` });
    expect(result).toEqual({ stopped: false, cached: 'en', cleaned: '/about/' });
  });

  it('a hostile ?lng on a /zh/ page keeps zh', () => {
    expect(scenario({ url: `/zh/about/?lng=${hostile}` })).toEqual({
      stopped: false,
      cached: 'zh',
      cleaned: '/zh/about/',
    });
  });

  describe('explicit ?lng= works in both directions on any page', () => {
    it('/zh/about/?lng=en goes to /about/ with lng, which then removes it', () => {
      const first = scenario({ url: '/zh/about/?lng=en#team' });
      expect(first).toEqual({ stopped: true, replaced: '/about/?lng=en#team', cached: 'en' });
      // The arrival at /about/?lng=en: the query outranks a zh cookie and browser.
      const second = scenario({ url: first.replaced!, cookie: 'i18next=zh', local: 'en', languages: ['zh-HK'] });
      expect(second).toEqual({ stopped: false, cached: 'en', cleaned: '/about/#team' });
    });

    it('/about/?lng=zh goes to /zh/about/, which then removes it', () => {
      const first = scenario({ url: '/about/?lng=zh' });
      expect(first.replaced).toBe('/zh/about/?lng=zh');
      expect(scenario({ url: first.replaced! }).cleaned).toBe('/zh/about/');
    });

    it('/zh/?lng=zh stays and removes lng; the root /zh without slash maps too', () => {
      expect(scenario({ url: '/zh/?lng=zh' })).toEqual({ stopped: false, cached: 'zh', cleaned: '/zh/' });
      expect(scenario({ url: '/zh?lng=en' }).replaced).toBe('/?lng=en');
    });
  });

  it('never leaves the site: a path with doubled slashes stays a path', () => {
    expect(scenario({ url: '/zh//evil.example/?lng=en' }).replaced).toBe('/evil.example/?lng=en');
    expect(scenario({ url: '/zh///evil.example?lng=en#x' }).replaced).toBe('/evil.example?lng=en#x');
  });

  it('on a /zh/ URL the URL decides, and zh is recorded', () => {
    const result = scenario({ url: '/zh/resources/', cookie: 'i18next=en', local: 'en', languages: ['en-US'] });
    expect(result).toEqual({ stopped: false, cached: 'zh' });
  });

  it('does not take paths that merely start with zh for /zh/', () => {
    expect(scenario({ url: '/zhongwen/', languages: ['zh-HK'] }).replaced).toBe('/zh/zhongwen/');
  });

  it('never redirects a page to itself (no loop)', () => {
    for (const url of ['/zh/', '/zh/about/', '/', '/about/']) {
      const lang = url.startsWith('/zh') ? 'zh-HK' : 'en-US';
      expect(scenario({ url, languages: [lang] }).replaced).toBeUndefined();
    }
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
      const result = run(blocked);
      expect(result.threw).toBeUndefined();
      expect(result.replaced).toBe('/zh/about/');
    });

    it('survives storages whose every method throws', () => {
      setUp({ url: '/?lng=en', languages: ['zh-HK'] });
      const result = run({
        document: throwingDocument,
        localStorage: throwingStorage,
        sessionStorage: throwingStorage,
      });
      expect(result.threw).toBeUndefined();
      expect(result.cleaned).toBe('/');
      expect(result.replaced).toBeUndefined();
    });

    it('never throws, even when the window itself is unusable', () => {
      expect(() => headScript({})).not.toThrow();
      expect(() => headScript(null)).not.toThrow();
    });
  });
});

describe('the head script picks what i18next picks', () => {
  // i18next with the site's options and the real detector with DETECTION (no
  // caching, so the reference never writes to jsdom's storage).
  const i18n = i18next.createInstance();
  void i18n.use(LanguageDetector).init({
    ...i18nextOptions,
    fallbackLng: false,
    resources: {},
    initImmediate: false,
    detection: { ...DETECTION, order: [...DETECTION.order], caches: [] },
  });
  const services = i18n.services as {
    languageDetector: { detect: () => string[] | string | undefined };
    languageUtils: { getBestMatchFromCodes: (codes: string[]) => string | undefined };
  };
  /** The language i18next resolves one detected value to, if it is one of ours ('cimode' is its debug mode, not a page). */
  const resolve = (value: string) => {
    const code = services.languageUtils.getBestMatchFromCodes([value]);
    return (LANGUAGE_CODES as (string | undefined)[]).includes(code) ? code : undefined;
  };
  /** Every value the detector finds, in the spec's order; the first one i18next resolves wins; else the fallback. */
  const i18nextPick = () =>
    ([] as string[])
      .concat(services.languageDetector.detect() ?? [])
      .map(resolve)
      .find(Boolean) ?? DEFAULT_LANGUAGE;

  const values = [
    'zh',
    'en',
    'zh-HK',
    'zh-TW',
    'zh-MO',
    'zh-Hant',
    'zh-Hant-HK',
    'zh-CN',
    'zh-SG',
    'zh-Hans',
    'zh-Hans-CN',
    'zh-hk',
    'zh-',
    'ZH',
    'Zh-HK',
    'ZH-CN',
    'zh_HK',
    'en-GB',
    'en-US',
    'en-Latn-US',
    'EN',
    'EN-us',
    'en_US',
    'english',
    'fr',
    'de-DE',
    'cimode',
    'dev',
    'xx',
    encodeURIComponent('<img src=x onerror=alert(1)>'),
    'zh-%3Cb%3E',
    'zh%2DCN',
  ];

  describe.each(values)('the value %j', (value) => {
    it.each<[string, Env]>([
      ['?lng=', { url: `/about/?lng=${value}`, languages: ['fr'] }],
      ['cookie', { url: '/about/', cookie: `i18next=${value}`, languages: ['fr'] }],
      ['localStorage', { url: '/about/', local: value, languages: ['fr'] }],
      ['sessionStorage', { url: '/about/', session: value, languages: ['fr'] }],
      ['browser language', { url: '/about/', languages: [value] }],
    ])('as the %s gives what i18next gives', (_source, env) => {
      setUp(env);
      const expected = i18nextPick();
      const result = run();
      expect(result.cached).toBe(expected);
      expect(result.replaced !== undefined).toBe(expected === 'zh');
    });
  });

  it('every Chinese-speaking browser gets Chinese, as in i18next', () => {
    for (const languages of [['zh-CN'], ['zh-SG', 'en'], ['zh-Hans-CN', 'zh'], ['zh-HK'], ['zh-TW', 'en-US']]) {
      setUp({ url: '/', languages });
      expect(run()).toEqual({ stopped: true, replaced: '/zh/', cached: 'zh' });
    }
  });

  it('on its own, i18next gives a zh-CN browser zh, as the script does', () => {
    setUp({ url: '/', languages: ['zh-CN'] });
    document.documentElement.removeAttribute('lang');
    const alone = i18next.createInstance();
    void alone.use(LanguageDetector).init({
      ...i18nextOptions,
      resources: {},
      initImmediate: false,
      detection: { ...DETECTION, order: [...DETECTION.order], caches: [] },
    });
    expect(alone.language).toBe('zh');
    expect(run().cached).toBe('zh');
  });

  it("keeps the spec's order where i18next, resolving all values as one list, would prefer a later exact code", () => {
    // i18next's getBestMatchFromCodes first looks for an exact code anywhere in the list, so the
    // page's own <html lang="en"> (last in the order) beats a zh-CN browser there. The spec orders
    // the browser's language before the html tag, and issue 12 asks for Chinese: the script takes
    // the first value that resolves.
    setUp({ url: '/', languages: ['zh-CN'], htmlLang: 'en' });
    const whole = i18next.createInstance();
    void whole.use(LanguageDetector).init({
      ...i18nextOptions,
      resources: {},
      initImmediate: false,
      detection: { ...DETECTION, order: [...DETECTION.order], caches: [] },
    });
    expect(whole.language).toBe('en');
    expect(i18nextPick()).toBe('zh');
    expect(run().cached).toBe('zh');
  });

  const queries = [
    '',
    '?lng=zh',
    '?lng=en',
    '?lng=fr',
    `?lng=${hostile}`,
    '?lng=zh-Hant-TW',
    '?lng=zh&lng=en',
    '?lng=zh-CN&x=1',
    '?lng=ZH',
  ];
  const cookies = [undefined, 'i18next=zh', 'i18next=en-GB', 'i18next=xx', 'other=1; i18next=zh-TW'];
  const locals = [undefined, 'zh', 'en', 'zh-SG', 'nonsense'];
  const sessions = [undefined, 'zh-TW', 'en-US', ''];
  const navigators = [['en-US'], ['zh-HK'], ['zh-TW', 'en'], ['zh-CN', 'en'], ['fr', 'de'], ['ZH-hk']];

  const cases: Env[] = [];
  for (const query of queries)
    for (const cookie of cookies)
      for (const local of locals)
        for (const session of sessions)
          for (const languages of navigators) cases.push({ url: `/about/${query}`, cookie, local, session, languages });

  it(`agrees on all ${cases.length} combinations of sources at an unprefixed URL`, () => {
    const disagreements: unknown[] = [];
    for (const env of cases) {
      setUp(env);
      const expected = i18nextPick();
      const result = run();
      if (result.cached !== expected) disagreements.push({ env, expected, got: result.cached });
      if ((result.replaced !== undefined) !== (expected === 'zh'))
        disagreements.push({ env, redirect: result.replaced });
    }
    expect(disagreements).toEqual([]);
    // Not vacuous: both languages are picked, by several sources.
    const picks = new Set(cases.map((env) => (setUp(env), i18nextPick())));
    expect([...picks].sort()).toEqual(['en', 'zh']);
  });

  it("uses the detector's own lookup keys and order, which are the spec's", () => {
    const defaults = (new LanguageDetector() as unknown as { options: typeof DETECTION }).options;
    expect(DETECTION.order).toEqual([
      'querystring',
      'cookie',
      'localStorage',
      'sessionStorage',
      'navigator',
      'htmlTag',
    ]);
    expect(defaults.order).toEqual(DETECTION.order);
    for (const key of [
      'lookupQuerystring',
      'lookupCookie',
      'lookupLocalStorage',
      'lookupSessionStorage',
      'caches',
    ] as const) {
      expect(defaults[key]).toEqual(DETECTION[key]);
    }
  });
});
