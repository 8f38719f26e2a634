import { readFileSync } from 'node:fs';
import { LANGUAGES, getLanguage, languagePrefix } from '../../src/i18n/languages';
import { PAGES, languageOf } from '../../e2e/support/site';
import { builtPages, publicDir } from '../helpers/builtSite';

const built = builtPages(publicDir);

describe('built pages', () => {
  it('are exactly the site’s pages (the list every gate uses), plus the 404s', () => {
    expect(PAGES.length).toBeGreaterThan(0);
    expect(built.filter((page) => !page.notFound).map((page) => page.path)).toEqual([...PAGES].sort());
  });

  it.each(PAGES)('%s has <html lang> of its language', (path) => {
    const { file } = built.find((page) => page.path === path)!;
    expect(readFileSync(file, 'utf8')).toMatch(
      new RegExp(`<html[^>]* lang="${getLanguage(languageOf(path)).htmlLang}"`),
    );
  });

  it.each(LANGUAGES.map(({ code }) => `${languagePrefix(code)}/404.html`))('%s exists', (path) => {
    expect(built.map((page) => page.path)).toContain(path);
  });
});
