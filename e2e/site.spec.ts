import { site } from '../src/data/site';
import { PAGES, expect, open, test } from './fixtures';

test.describe('every page', () => {
  for (const { path, lang, h1 } of PAGES) {
    test(`${path} renders in ${lang}`, async ({ page }) => {
      await open(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }
});

test('every external link opens in a new tab without opener access', async ({ page }) => {
  for (const { path } of PAGES) {
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

test('nav and footer links lead to the pages in the same language', async ({ page }) => {
  await open(page, '/zh/');
  await page.getByRole('navigation', { name: '主選單' }).getByRole('link', { name: '關於我' }).click();
  await expect(page).toHaveURL(/\/zh\/about\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('關於我');
  await page.getByRole('contentinfo').getByRole('link', { name: '免費資源' }).click();
  await expect(page).toHaveURL(/\/zh\/resources\/$/);
  await page
    .getByRole('link', { name: /Data Career HK/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/zh\/$/);

  // The visit to /zh/ remembered zh, so an unprefixed URL would now lead there: ask for English.
  await open(page, '/?lng=en');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Me');
});

test('hero buttons open the external pages', async ({ page }) => {
  await open(page, '/');
  const hero = page.locator('section[aria-labelledby="hero-title"]');
  await expect(hero.getByRole('link', { name: /Get a Data Job/ })).toHaveAttribute('href', site.links.dataJob);
  await expect(hero.getByRole('link', { name: /Transform Your Business/ })).toHaveAttribute(
    'href',
    site.links.consultation,
  );
  await expect(hero.getByRole('link', { name: /12-Week Course/ })).toHaveAttribute('href', site.links.course);
});

test('the collaborations panel repeats the three hero buttons; the other sections book a demo call', async ({
  page,
}) => {
  await open(page, '/');
  const heroHrefs = await page
    .locator('section[aria-labelledby="hero-title"] a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  const panelHrefs = await page
    .locator('#collaborations a[href^="http"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(panelHrefs).toEqual(heroHrefs);
  for (const id of ['data-career', 'data-strategy']) {
    await expect(page.locator(`#${id}`).getByRole('link', { name: /Book a Demo Call/ })).toHaveAttribute(
      'href',
      site.links.consultation,
    );
  }
});

test.describe('Learn More', () => {
  for (const id of ['data-career', 'data-strategy', 'collaborations']) {
    test(`scrolls #${id} into view`, async ({ page }) => {
      await open(page, '/');
      const section = page.locator(`#${id}`);
      await expect(section).not.toBeInViewport();
      await page.locator(`a[href="#${id}"]`).click();
      await expect(section).toBeInViewport();
      const cards = section.locator('article');
      await expect(cards).toHaveCount(3);
    });
  }

  test('the feature cards carry the spec titles', async ({ page }) => {
    await open(page, '/');
    const titles = async (id: string) => page.locator(`#${id} article h3`).allTextContents();
    expect(await titles('data-career')).toEqual(['Career Strategy', 'Resume Review', 'Interview Prep']);
    expect(await titles('data-strategy')).toEqual(['Data Strategy', 'Workflow Automation', 'AI Integration']);
    expect(await titles('collaborations')).toEqual(['Speaking Engagements', 'Workshops', 'Community Events']);
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

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
    await menu.getByRole('link', { name: 'Resources' }).click();
    await expect(page).toHaveURL(/\/resources\/$/);
    await expect(page.locator('#site-menu')).toBeHidden();
  });
});

test.describe('language dropdown', () => {
  test('switches to the same page in the other language', async ({ page }) => {
    await open(page, '/about/');
    const button = page.getByRole('button', { name: 'Language: English' });
    await button.click();
    await page.getByRole('link', { name: '繁體中文 (香港)' }).click();
    await expect(page).toHaveURL(/\/zh\/about\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('關於我');
    await page.getByRole('button', { name: /語言/ }).click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Me');
  });

  test('closes on an outside click', async ({ page }) => {
    await open(page, '/');
    const button = page.getByRole('button', { name: 'Language: English' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: '繁體中文 (香港)' })).toBeHidden();
  });
});

test('resources list 4 channels, 3 datasets and 4 coding sites, all in new tabs, in English on both languages', async ({
  page,
}) => {
  for (const path of ['/resources/', '/zh/resources/']) {
    await open(page, path);
    const counts: Record<string, number> = {};
    for (const group of ['youtube', 'datasets', 'coding']) {
      const links = page.locator(`[data-group="${group}"] a`);
      counts[group] = await links.count();
      for (const link of await links.all()) await expect(link).toHaveAttribute('target', '_blank');
    }
    expect(counts).toEqual({ youtube: 4, datasets: 3, coding: 4 });
    await expect(page.getByRole('heading', { level: 2, name: 'YouTube Channels' })).toBeVisible();
  }
});

test('the footer shows the current year, a mailto link and two social profiles', async ({ page }) => {
  await open(page, '/zh/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByTestId('footer-year')).toHaveText(String(new Date().getFullYear()));
  await expect(footer).toContainText('版權所有');
  await expect(footer.locator('a[href^="mailto:"]')).toHaveAttribute('href', `mailto:${site.email}`);
  for (const profile of site.social) {
    await expect(footer.locator(`a[href="${profile.url}"]`)).toHaveAttribute('target', '_blank');
  }
});

test.describe('404', () => {
  test.use({ allowedFailures: [/\/no-such-page/] });

  test('unknown paths answer 404 with a link home, in the language of the prefix', async ({ page }) => {
    const en = await page.goto('/no-such-page/');
    expect(en?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');

    const zh = await page.goto('/zh/no-such-page/');
    expect(zh?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('找不到網頁');
    await expect(page.getByRole('main').getByRole('link', { name: '返回主頁' })).toHaveAttribute('href', '/zh/');
  });
});
