import { screen, within } from '@testing-library/react';
import { Footer } from '../src/components/Footer';
import navigation from '../data/navigation.json';
import { site } from '../src/data/site';
import { localizePath } from '../src/i18n/paths';
import { translator } from './helpers/locales';
import { renderWithI18n } from './helpers/renderWithI18n';

const footer = () => screen.getByRole('contentinfo');
const pages = navigation.filter((item) => !item.external);

describe.each(['en', 'zh'] as const)('Footer (%s)', (language) => {
  const t = translator(language);
  const render = () => renderWithI18n(<Footer />, { language });

  it('shows the brand, the tagline and the banner image with its text alternative', () => {
    render();
    expect(within(footer()).getByText(site.brand)).toBeInTheDocument();
    expect(within(footer()).getByText(t('footer:tagline'))).toBeInTheDocument();
    expect(within(footer()).getByRole('img', { name: t('footer:bannerAlt') })).toBeInTheDocument();
  });

  it('has quick links to the site’s own pages only, in the page language', () => {
    render();
    const quickLinks = screen.getByRole('navigation', { name: t('footer:quickLinks') });
    const links = within(quickLinks).getAllByRole('link');
    expect(pages.length).toBeGreaterThan(0);
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      pages.map((item) => [t(`nav:${item.key}`), localizePath(item.href, language)]),
    );
  });

  it('has a mailto link to the address in data/site.json, named for screen readers', () => {
    render();
    expect(screen.getByRole('heading', { level: 2, name: t('footer:connect') })).toBeInTheDocument();
    const mail = screen.getByRole('link', { name: t('footer:email', { email: site.email }) });
    expect(mail).toHaveAttribute('href', `mailto:${site.email}`);
    expect(mail).not.toHaveAttribute('target');
  });

  it('links the two social profiles, each named and opening in a new tab', () => {
    render();
    expect(site.social).toHaveLength(2);
    for (const profile of site.social) {
      const link = screen.getByRole('link', {
        name: `${t('footer:social', { network: profile.label })} ${t('nav:newTab')}`,
      });
      expect(link).toHaveAttribute('href', profile.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('ends with a copyright line: the current year, the brand and the rights text', () => {
    render();
    const year = screen.getByTestId('footer-year');
    expect(year).toHaveTextContent(String(new Date().getFullYear()));
    expect(year.closest('p')).toHaveTextContent(
      `© ${new Date().getFullYear()} ${t('footer:rights', { brand: site.brand })}`,
    );
  });
});

describe('Footer year', () => {
  afterEach(() => jest.useRealTimers());

  it('comes from the clock, not from the code', () => {
    jest.useFakeTimers({ now: new Date('2031-06-15T12:00:00Z') });
    renderWithI18n(<Footer />);
    expect(screen.getByTestId('footer-year')).toHaveTextContent('2031');
  });
});
