import { useTranslation } from 'react-i18next';
import { Hero } from '../src/sections/Hero';
import { renderWithI18n } from './helpers/renderWithI18n';

// The real locales, less one key in zh only: en still has it.
jest.mock('./helpers/locales', () => {
  const actual = jest.requireActual<typeof import('./helpers/locales')>('./helpers/locales');
  return {
    ...actual,
    loadLocales: () => {
      const resources = actual.loadLocales();
      delete (resources.zh.home.hero as Record<string, unknown>).subtitle;
      return resources;
    },
  };
});

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
    expect(() => renderWithI18n(<Hero />)).not.toThrow();
    expect(() => renderWithI18n(<Hero />, { language: 'zh' })).toThrow(
      'Missing translation home:hero.subtitle for language "zh"',
    );
  });
});
