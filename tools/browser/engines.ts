/**
 * The browsers for the engine tests (__tests__/engines/) come from Debian and are never downloaded: Firefox ESR, driven
 * over WebDriver BiDi without geckodriver, and WebKitGTK's MiniBrowser through WebKitWebDriver under Xvfb. WebKit also
 * needs built locales for navigator.language and a GTK stylesheet to narrow to a phone's width (prepareWebKit).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LANGUAGES, type LanguageCode, getLanguage } from '../../src/i18n/languages';
import { findChromium } from './chromium';

export type EngineName = 'firefox' | 'webkit';
export const ENGINES: readonly EngineName[] = ['firefox', 'webkit'];

export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const miniBrowserPath = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** The Debian packages each browser needs. ensure-browser.ts installs missing ones when it runs as root. */
export const DEBIAN_PACKAGES: Record<'chromium' | EngineName, { found: () => boolean; packages: string[] }> = {
  chromium: { found: () => Boolean(findChromium()), packages: ['chromium'] },
  firefox: { found: () => existsSync(firefoxPath), packages: ['firefox-esr', 'fonts-noto-cjk'] },
  webkit: {
    found: () =>
      [webkitDriverPath, miniBrowserPath, '/usr/bin/Xvfb', '/usr/bin/localedef'].every((path) => existsSync(path)) &&
      LANGUAGES.every(({ code }) => existsSync(`/usr/share/i18n/locales/${posixLocale(code).split('.')[0]}`)),
    packages: ['webkit2gtk-driver', 'xvfb', 'xauth', 'locales', 'fonts-noto-cjk'],
  },
};

/** Where the engine tests keep the locales they build and the GTK stylesheet. */
export const cacheDir = resolve('node_modules/.cache/engines');
export const locPath = join(cacheDir, 'locale');
export const xdgConfigHome = join(cacheDir, 'xdg');

/** The browser locale the tests use for a language: its htmlLang, with a region added when it has none (en-US). */
export const browserLocale = (code: LanguageCode) =>
  getLanguage(code).htmlLang.replace(/^[a-z]+$/, (tag) => `${tag}-${tag === 'en' ? 'US' : tag.toUpperCase()}`);

/** The POSIX locale a WebKit session runs in, which sets navigator.language. It is the browser locale if glibc has
 * it (en_US, zh_HK), otherwise the language's ogLocale (zh_CN for zh-Hans). */
export const posixLocale = (code: LanguageCode) => {
  const own = browserLocale(code).replace('-', '_');
  return `${existsSync(`/usr/share/i18n/locales/${own}`) ? own : getLanguage(code).ogLocale}.UTF-8`;
};

/** The locale variables for a WebKit process; prepareWebKit builds the locales into locPath. */
export const webkitLocaleEnv = (code: LanguageCode) => {
  const posix = posixLocale(code);
  return { LANG: posix, LC_ALL: posix, LANGUAGE: posix.split('.')[0], LOCPATH: locPath };
};

/** MiniBrowser's toolbar makes GTK refuse windows narrower than about 447 px. Shrinking its buttons and entry to
 * nothing lets the window, and so the page's viewport, be 320 px wide. */
const GTK_CSS = `headerbar, headerbar *, toolbar, toolbar *, button, entry {
  min-height: 0; min-width: 0; padding: 0; margin: 0; font-size: 1px;
}
`;

/** Builds the locales into locPath with localedef and writes the GTK stylesheet, once per checkout. */
export function prepareWebKit() {
  mkdirSync(locPath, { recursive: true });
  for (const posix of LANGUAGES.map(({ code }) => posixLocale(code)))
    if (!existsSync(join(locPath, posix)))
      execFileSync('localedef', ['-i', posix.split('.')[0], '-f', 'UTF-8', join(locPath, posix)]);
  mkdirSync(join(xdgConfigHome, 'gtk-3.0'), { recursive: true });
  writeFileSync(join(xdgConfigHome, 'gtk-3.0', 'gtk.css'), GTK_CSS);
}

/** Starts Xvfb on `display` (such as ':99') unless one is already there, and returns a function that stops it. */
export async function startXvfb(display: string): Promise<() => void> {
  const socket = `/tmp/.X11-unix/X${display.replace(':', '')}`;
  if (existsSync(socket)) return () => {};
  const xvfb = spawn('Xvfb', [display, '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], { stdio: 'ignore' });
  for (let i = 0; i < 50 && !existsSync(socket); i++) await new Promise((r) => setTimeout(r, 100));
  if (!existsSync(socket)) throw new Error(`Xvfb did not start on ${display}`);
  return () => void xvfb.kill();
}
