import type { Page, Route } from '@playwright/test';
import { translator } from '../../__tests__/helpers/locales';
import { LANGUAGES, type LanguageCode } from '../../src/i18n/languages';
import { languageOfPath, localizePath } from '../../src/i18n/paths';
import { PAGE_PATHS } from '../../scripts/site-pages.cjs';

/** Every page of the site (scripts/site-pages.cjs: the navigation's own pages) in every language. */
export const PAGES: readonly string[] = LANGUAGES.flatMap(({ code }) =>
  PAGE_PATHS.map((path) => localizePath(path, code)),
);

/** Unknown paths answer with the localized 404 page. */
export const NOT_FOUND_PAGES = ['/no-such-page/', '/zh/no-such-page/'] as const;

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 740 },
} as const;

/** The language a path renders in, and its t function over locales/ (texts a test expects). */
export const languageOf = (path: string): LanguageCode => languageOfPath(path);
const translators = new Map(LANGUAGES.map(({ code }) => [code, translator(code)]));
export const copy = (path: string) => translators.get(languageOf(path))!;

/** Waits for <html data-hydrated="true"> (gatsby-browser.tsx; clicks before it do nothing) and a settled network. */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

/** Opens a path and waits until it has hydrated. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

/** Answers a request with the real response's body edited; the decoded body drops its encoding and length headers. */
export async function fulfillEdited(route: Route, edit: (body: string) => string, drop: string[] = []) {
  const response = await route.fetch();
  const body = edit(await response.text());
  const gone = [...drop, 'content-encoding', 'content-length'];
  const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !gone.includes(name)));
  await route.fulfill({ response, body, headers });
  return body;
}
