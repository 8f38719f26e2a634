import { DETECTION } from '../../src/i18n/detect';
import type { LanguageCode } from '../../src/i18n/languages';
import {
  isNotFoundPath,
  languageOfPath,
  localizePath,
  pickLanguageHref,
  stripLanguagePrefix,
} from '../../src/i18n/paths';

describe('language paths', () => {
  it.each([
    ['/', '/', 'en'],
    ['/about/', '/about/', 'en'],
    ['/zh/', '/', 'zh'],
    ['/zh', '/', 'zh'],
    ['/zh/about/', '/about/', 'zh'],
    ['/zh/resources/#datasets', '/resources/#datasets', 'zh'],
    ['/zhongwen/', '/zhongwen/', 'en'],
    ['/en/', '/en/', 'en'],
    ['', '/', 'en'],
  ])('%j: without its prefix %s, in %s', (path, stripped, language) => {
    expect([stripLanguagePrefix(path), languageOfPath(path)]).toEqual([stripped, language]);
  });

  it.each<[string, LanguageCode, string]>([
    ['/', 'zh', '/zh/'],
    ['/', 'en', '/'],
    ['/about/', 'zh', '/zh/about/'],
    ['/zh/about/', 'en', '/about/'],
    ['/zh/about/', 'zh', '/zh/about/'],
    ['/zh/', 'zh', '/zh/'],
    ['/missing/page/', 'zh', '/zh/missing/page/'],
  ])('localizePath(%s, %s) is %s; pickLanguageHref adds ?lng= (keeps the pick on arrival)', (path, code, expected) => {
    const pick = `${expected}?${DETECTION.lookupQuerystring}=${code}`;
    expect([localizePath(path, code), pickLanguageHref(path, code)]).toEqual([expected, pick]);
  });

  it('isNotFoundPath: /404/, /404.html and /404, nothing else', () => {
    const paths = ['/404/', '/404.html', '/404', '/', '/about/', '/4040/', '/404/other/'];
    expect(paths.filter(isNotFoundPath)).toEqual(['/404/', '/404.html', '/404']);
  });
});
