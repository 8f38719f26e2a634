import type { InitOptions } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from './languages';

/** Every i18next option in one place (spec §7, §9), for gatsby-plugin-react-i18next. */
export const i18nextOptions: InitOptions = {
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGE_CODES,
  defaultNS: 'nav',
  // React escapes output itself, so i18next must not escape again (spec §9).
  interpolation: { escapeValue: false },
  // Spec §7's backend-loading constants: kept, though the plugin bundles translations and requests none.
  maxRetries: 5,
  retryTimeout: 350,
  maxParallelReads: 10,
  returnNull: false,
  react: { useSuspense: false },
};
