import navigation from '../data/navigation.json';
import services from '../data/services.json';
import { site } from '../src/data/site';
import groups from '../data/resourceGroups.json';
import resourcesPage from '../data/resourcesPage.json';
import { LANGUAGES, getLanguage, languageButtonName } from '../src/i18n/languages';
import { localizePath, stripLanguagePrefix } from '../src/i18n/paths';
import { expect, test } from './fixtures';
import { NOT_FOUND_PAGES, PAGES, VIEWPORTS, copy, languageOf, open } from './support/site';

/** The h1 of a page: from locales/, or data/resourcesPage.json (the resources page is English in both languages). */
const h1 = (path: string) =>
  ({ '/': copy(path)('home:hero.title'), '/about/': copy(path)('about:title'), '/resources/': resourcesPage.title })[
    stripLanguagePrefix(path)
  ];
const ownPages = navigation.filter((item) => !item.external);

test.describe('every page', () => {
  for (const path of PAGES) {
    test(`${path} renders in its language with its heading, header and footer`, async ({ page }) => {
      await open(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', getLanguage(languageOf(path)).htmlLang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1(path)!);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('the list of pages is the navigation’s own pages in every language', () => {
    expect(PAGES).toHaveLength(ownPages.length * LANGUAGES.length);
    expect(PAGES).toEqual(expect.arrayContaining(['/', '/zh/']));
  });
});

test('every external link opens in a new tab without opener access', async ({ page }) => {
  for (const path of PAGES) {
    await open(page, path);
    const external = page.locator('a[href^="http"]');
    const count = await external.count();
    expect(count).toBeGreaterThan(3);
    for (let i = 0; i < count; i += 1) {
      await expect(external.nth(i)).toHaveAttribute('target', '_blank');
      await expect(external.nth(i)).toHaveAttribute('rel', 'noopener noreferrer');
    }
  }
});

test('nav, footer and brand links lead to the pages in the same language', async ({ page }) => {
  for (const home of ['/zh/', '/?lng=en']) {
    // ?lng=en: the visit to /zh/ remembered zh, so an unprefixed URL would now lead there.
    await open(page, home);
    const t = copy(new URL(page.url()).pathname);
    const language = languageOf(new URL(page.url()).pathname);
    for (const { key, href } of ownPages) {
      const target = localizePath(href, language);
      for (const links of [page.getByRole('navigation', { name: t('nav:primary') }), page.getByRole('contentinfo')]) {
        await expect(links.getByRole('link', { name: t(`nav:${key}`), exact: true })).toHaveAttribute('href', target);
      }
    }
    await page
      .getByRole('navigation', { name: t('nav:primary') })
      .getByRole('link', { name: t('nav:about') })
      .click();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/about/', language)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('about:title'));
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: t('nav:resources'), exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/resources/', language)}$`));
    await page
      .getByRole('link', { name: t('nav:brandHome', { brand: site.brand }) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/', language)}$`));
  }
});

test('hero buttons open the external pages', async ({ page }) => {
  await open(page, '/');
  const t = copy('/');
  const hero = page.locator('section[aria-labelledby="hero-title"]');
  const newTab = ` ${t('nav:newTab')}`;
  await expect(hero.getByRole('link', { name: t('home:hero.getDataJob') + newTab })).toHaveAttribute(
    'href',
    site.links.dataJob,
  );
  await expect(hero.getByRole('link', { name: t('home:hero.transformBusiness') + newTab })).toHaveAttribute(
    'href',
    site.links.consultation,
  );
  await expect(hero.getByRole('link', { name: t('home:hero.course') + newTab })).toHaveAttribute(
    'href',
    site.links.course,
  );
});

test('the collaborations panel repeats the three hero buttons; the other sections book a demo call', async ({
  page,
}) => {
  await open(page, '/');
  const t = copy('/');
  const heroHrefs = await page
    .locator('section[aria-labelledby="hero-title"] a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  const panelHrefs = await page
    .locator('#collaborations a[href^="http"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(heroHrefs).toHaveLength(3);
  expect(panelHrefs).toEqual(heroHrefs);
  for (const { sectionId } of services.filter((service) => service.cta === 'demo')) {
    const bookDemo = page
      .locator(`#${sectionId}`)
      .getByRole('link', { name: `${t('home:cta.bookDemo')} ${t('nav:newTab')}` });
    await expect(bookDemo).toHaveAttribute('href', site.links.consultation);
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

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test('opens, closes, and closes after a link is chosen', async ({ page }) => {
    await open(page, '/');
    const toggle = page.locator('#site-menu-toggle');
    const menu = page.locator('#site-menu');
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(menu).toBeHidden();
    await toggle.click();
    await menu.getByRole('link', { name: copy('/')('nav:resources') }).click();
    await expect(page).toHaveURL(/\/resources\/$/);
    await expect(page.locator('#site-menu')).toBeHidden();
  });
});

test.describe('language dropdown', () => {
  /** The dropdown's button on a page in `path`'s language. */
  const languageButton = (path: string) => {
    return { name: languageButtonName(copy(path), languageOf(path)) };
  };

  test('switches to the same page in the other language', async ({ page }) => {
    await open(page, '/about/');
    await page.getByRole('button', languageButton('/about/')).click();
    await page.getByRole('link', { name: copy('/about/')('nav:language.zh') }).click();
    await expect(page).toHaveURL(/\/zh\/about\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', getLanguage('zh').htmlLang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy('/zh/')('about:title'));
    await page.getByRole('button', languageButton('/zh/about/')).click();
    await page.getByRole('link', { name: copy('/zh/')('nav:language.en') }).click();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy('/')('about:title'));
  });

  test('closes on an outside click', async ({ page }) => {
    await open(page, '/');
    const button = page.getByRole('button', languageButton('/'));
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: copy('/')('nav:language.zh') })).toBeHidden();
  });
});

test('resources list 4 channels, 3 datasets and 4 coding sites, all in new tabs, in English on both languages', async ({
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
    expect(counts).toEqual({ youtube: 4, datasets: 3, coding: 4 });
  }
});

test('the footer shows the current year, the rights line, a mailto link and two social profiles', async ({ page }) => {
  await open(page, '/zh/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByTestId('footer-year')).toHaveText(String(new Date().getFullYear()));
  await expect(footer).toContainText(copy('/zh/')('footer:rights', { brand: site.brand }));
  await expect(footer.locator('a[href^="mailto:"]')).toHaveAttribute('href', `mailto:${site.email}`);
  expect(site.social).toHaveLength(2);
  for (const profile of site.social) {
    await expect(footer.locator(`a[href="${profile.url}"]`)).toHaveAttribute('target', '_blank');
  }
});

test.describe('404', () => {
  test.use({ expected: /\/no-such-page/ });

  for (const path of NOT_FOUND_PAGES) {
    test(`${path} answers 404 with a link home, in the language of its prefix`, async ({ page }) => {
      const t = copy(path);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', getLanguage(languageOf(path)).htmlLang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('nav:notFound.title'));
      await expect(page.getByRole('main').getByRole('link', { name: t('nav:notFound.back') })).toHaveAttribute(
        'href',
        localizePath('/', languageOf(path)),
      );
    });
  }
});
