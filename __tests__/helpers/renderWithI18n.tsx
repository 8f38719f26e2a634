import { render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextContext } from 'gatsby-plugin-react-i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18nextOptions } from '../../src/i18n/i18nextOptions';
import { i18nContext } from './i18nContext';
import { loadLocales } from './locales';

/**
 * Renders a component the way gatsby-plugin-react-i18next does on a page:
 * real translations from locales/, the plugin's context, a language and path.
 *
 * A key missing from locales/<language>/ throws, naming the key and the
 * language, so the test that renders it fails. No fallback language here: on
 * the site a key missing in zh would quietly show the English text, which is
 * exactly what these tests should catch.
 */
export function renderWithI18n(ui: ReactElement, { language = 'en', originalPath = '/' } = {}) {
  const i18n = i18next.createInstance();
  i18n.init({
    ...i18nextOptions,
    lng: language,
    resources: loadLocales(),
    initImmediate: false,
    fallbackLng: false,
    saveMissing: true,
    missingKeyHandler: (_lngs, ns, key) => {
      throw new Error(`Missing translation ${ns}:${key} for language "${language}" (locales/${language}/${ns}.json)`);
    },
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <I18nextContext.Provider value={i18nContext(language, originalPath)}>{ui}</I18nextContext.Provider>
    </I18nextProvider>,
  );
}
