import { screen, within } from '@testing-library/react';
import { Footer } from '../../src/components/Footer';
import { site } from '../../src/data/site';
import { emailName, rightsText, socialName } from '../../src/i18n/filled';
import { plain, sameText, translator } from '../support/locales';
import { barLinks } from '../support/pages';
import { renderWithI18n } from '../support/renderWithI18n';
import { LANGUAGE_CODES } from '../../src/i18n/languages';
import { iconPaths } from '../../src/components/icons';

describe.each(LANGUAGE_CODES)('Footer (%s)', (language) => {
  const t = translator(language);

  it('shows the brand, the tagline, the banner as decoration, and © year brand rights', () => {
    renderWithI18n(<Footer />, { language });
    const footer = screen.getByRole('contentinfo');
    const brand = within(footer).getByText(sameText(site.brand)); // above the tagline, apart from it, and no heading
    expect(brand.closest('h1, h2, h3, h4, h5, h6, p')).toBeNull();
    expect(plain(brand.nextElementSibling!.textContent!)).toBe(plain(t('footer:tagline')));
    // The banner is decoration: an empty alt, so screen readers pass it by; no other picture has a name either.
    const banner = footer.querySelector('picture img');
    expect(banner).toHaveAttribute('alt', '');
    expect(within(footer).queryAllByRole('img')).toEqual([]);
    // The year itself: __tests__/unit/spec.test.tsx.
    const year = screen.getByTestId('footer-year').textContent;
    expect(screen.getByTestId('footer-year').closest('p')).toHaveTextContent(`© ${year} ${rightsText(t, site.brand)}`);
  });

  it('links the site’s own pages in the page language, the e-mail address and the two social profiles', () => {
    renderWithI18n(<Footer />, { language });
    const quickLinks = screen.getByRole('navigation', { name: t('footer:quickLinksTitle') });
    const pages = barLinks(t, language).filter((link) => !link.external);
    expect(pages.length).toBeGreaterThan(0);
    expect(
      within(quickLinks)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(pages.map((link) => [link.name, link.href]));
    expect(screen.getByRole('heading', { level: 2, name: t('footer:connectTitle') })).toBeInTheDocument();
    const mail = screen.getByRole('link', { name: emailName(t, site.email) });
    expect(mail).toHaveAttribute('href', `mailto:${site.email}`);
    expect(mail).not.toHaveAttribute('target');
    expect(site.social).toHaveLength(2);
    for (const profile of site.social) {
      const link = screen.getByRole('link', { name: socialName(t, profile.label) });
      expect(link).toHaveAttribute('href', profile.url);
      // A new tab is shown as well as said: the arrow after the icon.
      expect(link.querySelector(`path[d="${iconPaths.external}"]`)).not.toBeNull();
    }
  });
});
