import type { InitOptions } from 'i18next';
import siteJson from '../../data/site.json';
import { unwrapPlaceholders } from '../data/placeholders';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from './languages';

/** {{brand}} in any string of locales/: data/site.json › brand, written once (webpack keeps only this field of the file). */
export const BRAND = unwrapPlaceholders(siteJson.brand).value;

/** Every i18next option in one place, for gatsby-plugin-react-i18next. */
export const i18nextOptions: InitOptions = {
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGE_CODES,
  // Codes stay as written in the list and URLs (else i18next makes zh-hans zh-Hans).
  lowerCaseLng: true,
  defaultNS: 'nav',
  // React escapes output itself, so i18next must not escape again. {{brand}} is filled in everywhere.
  interpolation: { escapeValue: false, defaultVariables: { brand: BRAND } },
  // The backend-loading constants (5 retries, 350 ms apart, 10 reads at once): kept, though the plugin bundles translations and requests none.
  maxRetries: 5,
  retryTimeout: 350,
  maxParallelReads: 10,
  returnNull: false,
  react: { useSuspense: false },
};
