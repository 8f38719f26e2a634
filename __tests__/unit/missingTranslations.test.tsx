import { Hero } from '../../src/sections/Hero';
import { loadLocales } from '../support/locales';
import { renderWithI18n } from '../support/renderWithI18n';

describe('renderWithI18n and missing translations', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('throws for a key missing in one language rather than showing the English text, naming key and language', () => {
    const resources = loadLocales();
    delete (resources.zh.home.hero as Record<string, unknown>).subtitle;
    expect(() => renderWithI18n(<Hero />, { resources })).not.toThrow();
    expect(() => renderWithI18n(<Hero />, { language: 'zh', resources })).toThrow(
      'Missing translation home:hero.subtitle for language "zh"',
    );
    delete (resources.en.home.hero as Record<string, unknown>).subtitle;
    expect(() => renderWithI18n(<Hero />, { resources })).toThrow(
      'Missing translation home:hero.subtitle for language "en"',
    );
  });
});
