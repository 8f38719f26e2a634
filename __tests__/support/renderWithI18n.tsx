import { render } from '@testing-library/react';
import { I18nextContext } from 'gatsby-plugin-react-i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18nContext } from './i18nContext';
import { DEFAULT_LANGUAGE, i18nFor, type LocaleResources } from './locales';

/** Renders a component as gatsby-plugin-react-i18next does, through i18nFor: a missing key throws. */
export function renderWithI18n(
  ui: ReactElement,
  {
    language = DEFAULT_LANGUAGE,
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
