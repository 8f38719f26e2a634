import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const localesDir = join(__dirname, '..', '..', 'locales');

/** locales/<lng>/<ns>.json as i18next resources: { en: { nav: {...} }, zh: {...} }. */
export function loadLocales(): Record<string, Record<string, Record<string, unknown>>> {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const lng of readdirSync(localesDir)) {
    resources[lng] = {};
    for (const file of readdirSync(join(localesDir, lng))) {
      resources[lng][file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(localesDir, lng, file), 'utf8'));
    }
  }
  return resources;
}
