import {
  DETECTION,
  LANGUAGE_PATTERNS,
  PREFIXED_LANGUAGES,
  pickLanguage,
  toSupportedLanguage,
} from '../src/i18n/detect';

describe('detection options', () => {
  it('are the spec order and keys, cached in localStorage', () => {
    expect(DETECTION).toEqual({
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      lookupCookie: 'i18next',
      lookupLocalStorage: 'i18nextLng',
      lookupSessionStorage: 'i18nextLng',
      caches: ['localStorage'],
    });
  });

  it('prefix only the non-default language', () => {
    expect(PREFIXED_LANGUAGES).toEqual(['zh']);
  });
});

describe('toSupportedLanguage', () => {
  it.each(['zh', 'zh-HK', 'zh-hk', 'ZH-HK', 'zh-TW', 'zh-MO', 'zh-Hant', 'zh-Hant-HK', 'zh-Hant-TW', 'zh-hant-mo'])(
    'maps %s to zh',
    (value) => {
      expect(toSupportedLanguage(value)).toBe('zh');
    },
  );

  it.each(['en', 'en-US', 'en-GB', 'en-HK', 'EN-us', 'en-Latn-US', 'en-US-u-ca-gregory'])('maps %s to en', (value) => {
    expect(toSupportedLanguage(value)).toBe('en');
  });

  it.each([
    'zh-CN',
    'zh-SG',
    'zh-Hans',
    'zh-Hans-HK',
    'zh_HK',
    'zh-',
    'zh-HK-',
    ' zh',
    'zh ',
    'en_US',
    'en-',
    'en--US',
    'english',
    'fr',
    'de-DE',
    'cimode',
    '',
    '<img src=x onerror=alert(1)>',
    '%3Cimg%20src%3Dx%3E',
    'zh\nen',
    'en-thisistoolong',
  ])('skips %j (unsupported or malformed)', (value) => {
    expect(toSupportedLanguage(value)).toBeUndefined();
  });

  it.each([null, undefined, 42, {}, ['zh']])('skips the non-string %p', (value) => {
    expect(toSupportedLanguage(value)).toBeUndefined();
  });

  it('has a pattern for every language and none that matches across languages', () => {
    expect(LANGUAGE_PATTERNS.map(([code]) => code).sort()).toEqual(['en', 'zh']);
    for (const [code, pattern] of LANGUAGE_PATTERNS) {
      for (const [other, otherPattern] of LANGUAGE_PATTERNS) {
        if (other !== code) expect(otherPattern.test(code)).toBe(false);
      }
      expect(pattern.test(code)).toBe(true);
    }
  });
});

describe('pickLanguage', () => {
  it('takes the first supported value, in order', () => {
    expect(pickLanguage(['zh-HK', 'en'])).toBe('zh');
    expect(pickLanguage(['en-US', 'zh'])).toBe('en');
  });

  it('skips unsupported and malformed values and goes on down the order', () => {
    expect(pickLanguage(['fr', undefined, '', 'zh-CN', '<b>', 'zh-TW', 'en'])).toBe('zh');
  });

  it('falls back to en', () => {
    expect(pickLanguage([])).toBe('en');
    expect(pickLanguage(['fr', 'ja-JP', null])).toBe('en');
  });
});
