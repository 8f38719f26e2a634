import { DETECTION } from '../src/i18n/detect';

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
});
