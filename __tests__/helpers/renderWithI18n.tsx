import { render } from '@testing-library/react';
import { I18nextContext } from 'gatsby-plugin-react-i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18nContext } from './i18nContext';
import { i18nFor, type LocaleResources } from './locales';

/**
 * Renders a component the way gatsby-plugin-react-i18next does on a page:
 * real translations from locales/, the plugin's context, a language and path.
 *
 * A key missing from locales/<language>/ throws, naming the key and the
 * language, so the test that renders it fails. No fallback language here: on
 * the site a key missing in zh would quietly show the English text, which is
 * exactly what these tests should catch. `resources` replaces locales/.
 */
export function renderWithI18n(
  ui: ReactElement,
  {
    language = 'en',
    originalPath = '/',
    resources,
  }: { language?: string; originalPath?: string; resources?: LocaleResources } = {},
) {
  return render(
    <I18nextProvider i18n={i18nFor(language, resources)}>
      <I18nextContext.Provider value={i18nContext(language, originalPath)}>{ui}</I18nextContext.Provider>
    </I18nextProvider>,
  );
}
