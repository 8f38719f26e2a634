import { isNotFoundPath, languageOfPath, localizePath, stripLanguagePrefix } from '../src/i18n/paths';

describe('language paths', () => {
  it.each([
    ['/', '/'],
    ['/about/', '/about/'],
    ['/zh/', '/'],
    ['/zh', '/'],
    ['/zh/about/', '/about/'],
    ['/zh/resources/#datasets', '/resources/#datasets'],
    ['/zhongwen/', '/zhongwen/'],
    ['', '/'],
  ])('stripLanguagePrefix(%s) is %s', (path, expected) => {
    expect(stripLanguagePrefix(path)).toBe(expected);
  });

  it.each([
    ['/', 'en'],
    ['/about/', 'en'],
    ['/zh', 'zh'],
    ['/zh/', 'zh'],
    ['/zh/about/', 'zh'],
    ['/zhongwen/', 'en'],
    ['/en/', 'en'],
  ])('languageOfPath(%s) is %s', (path, expected) => {
    expect(languageOfPath(path)).toBe(expected);
  });

  it.each<[string, 'en' | 'zh', string]>([
    ['/', 'zh', '/zh/'],
    ['/', 'en', '/'],
    ['/about/', 'zh', '/zh/about/'],
    ['/zh/about/', 'en', '/about/'],
    ['/zh/about/', 'zh', '/zh/about/'],
    ['/missing/page/', 'zh', '/zh/missing/page/'],
  ])('localizePath(%s, %s) is %s', (path, code, expected) => {
    expect(localizePath(path, code)).toBe(expected);
  });

  it.each([
    ['/404/', true],
    ['/404.html', true],
    ['/404', true],
    ['/', false],
    ['/about/', false],
    ['/4040/', false],
    ['/404/other/', false],
  ])('isNotFoundPath(%s) is %s', (path, expected) => {
    expect(isNotFoundPath(path)).toBe(expected);
  });
});
