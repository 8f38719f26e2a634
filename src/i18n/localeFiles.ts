import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { i18nextOptions } from './i18nextOptions';

/**
 * A `t` over locales/<code>/ read in Node, for what the build makes outside the pages (the manifest, the previews'
 * banner, the editor's configuration): {{brand}} filled in as on every page; a key that is not there gives ''.
 */
export function localeT(code: string, root = process.cwd()) {
  const dir = join(root, 'locales', code);
  const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  const resources = Object.fromEntries(
    files.map((file) => [file.slice(0, -5), JSON.parse(readFileSync(join(dir, file), 'utf8'))]),
  );
  const i18n = i18next.createInstance();
  void i18n.init({ ...i18nextOptions, lng: code, resources: { [code]: resources }, initAsync: false });
  return (key: string, options: Record<string, string> = {}) => i18n.t(key, { defaultValue: '', ...options });
}
