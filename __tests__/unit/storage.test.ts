import LanguageDetector from 'i18next-browser-languagedetector';
import { DETECTION, rememberLanguage } from '../../src/i18n/detect';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../../src/i18n/languages';

const snapshot = () => ({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie });

describe('rememberLanguage', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each(LANGUAGE_CODES)('caches %s exactly as i18next-browser-languagedetector does with DETECTION', (code) => {
    localStorage.clear();
    const detector = new LanguageDetector(undefined, { ...DETECTION, order: [...DETECTION.order] });
    detector.cacheUserLanguage(code);
    const byDetector = snapshot();
    localStorage.clear();
    rememberLanguage(code);
    expect(snapshot()).toEqual(byDetector);
    expect(localStorage.getItem(DETECTION.lookupLocalStorage)).toBe(code);
  });

  it('does nothing, silently, when storage throws', () => {
    const errors = jest.spyOn(console, 'error');
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'QuotaExceededError');
    });
    expect(() => rememberLanguage(DEFAULT_LANGUAGE)).not.toThrow();
    expect(errors).not.toHaveBeenCalled();
  });
});
