import { useTranslation } from 'react-i18next';
import { Hero } from '../../src/sections/Hero';
import { loadLocales } from '../support/locales';
import { renderWithI18n } from '../support/renderWithI18n';

function Missing() {
  const { t } = useTranslation();
  return <p>{t('nav:noSuchKey')}</p>;
}

describe('renderWithI18n and missing translations', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('throws for a key missing from locales/, naming it and the language', () => {
    expect(() => renderWithI18n(<Missing />)).toThrow('Missing translation nav:noSuchKey for language "en"');
  });

  it('throws for a key missing only in zh rather than showing the English text', () => {
    const resources = loadLocales();
    delete (resources.zh.home.hero as Record<string, unknown>).subtitle;
    expect(() => renderWithI18n(<Hero />, { resources })).not.toThrow();
    expect(() => renderWithI18n(<Hero />, { language: 'zh', resources })).toThrow(
      'Missing translation home:hero.subtitle for language "zh"',
    );
  });
});
