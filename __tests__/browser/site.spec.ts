import services from '../../data/services.json';
import { site } from '../../src/data/site';
import groups from '../../data/resourceGroups.json';
import resourcesPage from '../../data/resourcesPage.json';
import { newTabName } from '../../src/i18n/filled';
import { localizePath, stripLanguagePrefix } from '../../src/i18n/paths';
import { RESOURCE_COUNTS } from '../../src/site/constants';
import { type PageId, pageAt } from '../../src/site/pages';
import { expect, test } from '../support/fixtures';
import { NOT_FOUND_PAGES, PAGES, barLinks, copy, languageOf, open } from '../support/site';

/**
 * The h1 of a page whose unit test does not already hold it: from locales/, or data/resourcesPage.json (the resources
 * page is English in both languages). Any other page needs one h1 with text.
 */
const h1 = (path: string) =>
  (
    ({
      home: copy(path)('home:hero.title'),
      about: copy(path)('about:title'),
      resources: resourcesPage.title,
    }) as Partial<Record<PageId, string>>
  )[pageAt(path)!.id] ?? /\S/;

for (const path of PAGES) {
  test(`${path}: its language, h1, header and footer; external links open new tabs`, async ({ page }) => {
    await open(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', languageOf(path).htmlLang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1(path));
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const external = await page.locator('a[href^="http"]').all();
    expect(external.length).toBeGreaterThan(3);
    for (const link of external) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
}

test('nav, footer and brand links lead to the pages in the same language', async ({ page }) => {
  for (const home of ['/zh/', '/?lng=en']) {
    // ?lng=en: the visit to /zh/ remembered zh, so an unprefixed URL would now lead there.
    await open(page, home);
    const t = copy(new URL(page.url()).pathname);
    const language = languageOf(new URL(page.url()).pathname).code;
    const footer = page.getByRole('contentinfo');
    for (const { name, href } of barLinks(t, language).filter((link) => !link.external))
      for (const links of [page.getByRole('navigation', { name: t('nav:primary') }), footer])
        await expect(links.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    // Nav links are followed by seo.spec.ts; here the footer's and the brand's.
    const last = barLinks(t, language)
      .filter((link) => !link.external)
      .at(-1)!;
    await footer.getByRole('link', { name: last.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${last.href}$`));
    const brand = page.getByRole('link', { name: t('nav:brandHome', { brand: site.brand }) });
    await brand.first().click();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/', language)}$`));
  }
});

test('hero buttons open external pages, repeated in collaborations; other sections book a demo', async ({ page }) => {
  await open(page, '/');
  const t = copy('/');
  const hero = page.locator('section[aria-labelledby="hero-title"]');
  const buttons = { getDataJob: 'dataJob', transformBusiness: 'consultation', course: 'course' } as const;
  for (const [key, link] of Object.entries(buttons)) {
    const name = newTabName(t, t(`home:hero.${key}`));
    await expect(hero.getByRole('link', { name })).toHaveAttribute('href', site.links[link]);
  }
  const hrefs = (selector: string) => page.locator(selector).evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(await hrefs('#collaborations a[href^="http"]')).toEqual(
    await hrefs('section[aria-labelledby="hero-title"] a'),
  );
  for (const { sectionId } of services.filter((service) => service.cta === 'demo')) {
    const name = newTabName(t, t(`services:${sectionId}.ctaName`));
    const demo = page.locator(`#${sectionId}`).getByRole('link', { name });
    await expect(demo).toHaveAttribute('href', site.links.consultation);
  }
});

test.describe('the links of the offering cards', () => {
  for (const { sectionId, features } of services) {
    test(`scroll #${sectionId} into view; it shows its feature cards in order`, async ({ page }) => {
      await open(page, '/');
      const t = copy('/');
      const section = page.locator(`#${sectionId}`);
      await expect(section).not.toBeInViewport();
      await page.locator(`a[href="#${sectionId}"]`).click();
      await expect(section).toBeInViewport();
      expect(await section.locator('article h3').allTextContents()).toEqual(
        features.map(({ key }) => t(`services:features.${key}.title`)),
      );
    });
  }
});

test('resources list as many links per group as src/site/constants.ts says, in new tabs, English in both', async ({
  page,
}) => {
  for (const path of PAGES.filter((p) => stripLanguagePrefix(p) === '/resources/')) {
    await open(page, path);
    const counts: Record<string, number> = {};
    for (const { key, title } of groups) {
      const links = page.locator(`[data-group="${key}"] a`);
      counts[key] = await links.count();
      for (const link of await links.all()) await expect(link).toHaveAttribute('target', '_blank');
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    expect(counts).toEqual(RESOURCE_COUNTS);
  }
});

test('the footer shows the current year, the rights line, a mailto link and two social profiles', async ({ page }) => {
  await open(page, '/zh/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByTestId('footer-year')).toHaveText(String(new Date().getFullYear()));
  await expect(footer).toContainText(copy('/zh/')('footer:rights', { brand: site.brand }));
  await expect(footer.locator('a[href^="mailto:"]')).toHaveAttribute('href', `mailto:${site.email}`);
  expect(site.social).toHaveLength(2);
  for (const { url } of site.social)
    await expect(footer.locator(`a[href="${url}"]`)).toHaveAttribute('target', '_blank');
});

test('404: misses, the build’s _redirects rules included, get the 404 page in their prefix’s language', async ({
  request,
}) => {
  for (const path of [...NOT_FOUND_PAGES, '/zh/about/missing', '/zhx/no-such-page/']) {
    const response = await request.get(path, { maxRedirects: 0 });
    const html = await response.text();
    const lang = /<html[^>]* lang="([^"]+)"/.exec(html)?.[1];
    expect([path, response.status(), lang]).toEqual([path, 404, languageOf(path).htmlLang]);
    expect(html).toContain(copy(path)('notFound:title'));
  }
});
