import { screen, within } from '@testing-library/react';
import { Footer } from '../src/components/Footer';
import { site } from '../src/data/site';
import { renderWithI18n } from './helpers/renderWithI18n';

const footer = () => screen.getByRole('contentinfo');

describe('Footer', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the brand and the tagline (en)', () => {
    renderWithI18n(<Footer />);
    expect(within(footer()).getByText(site.brand)).toBeInTheDocument();
    expect(
      within(footer()).getByText(
        'Helping people and businesses in Hong Kong grow with data, automation and practical AI.',
      ),
    ).toBeInTheDocument();
  });

  it('has Quick Links to home, about and resources only', () => {
    renderWithI18n(<Footer />);
    const quickLinks = screen.getByRole('navigation', { name: 'Quick Links' });
    const links = within(quickLinks).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About', '/about/'],
      ['Resources', '/resources/'],
    ]);
  });

  it('prefixes the Quick Links with /zh/ and translates them in zh', () => {
    renderWithI18n(<Footer />, { language: 'zh' });
    const quickLinks = screen.getByRole('navigation', { name: '快速連結' });
    expect(within(quickLinks).getByRole('link', { name: '主頁' })).toHaveAttribute('href', '/zh/');
    expect(within(quickLinks).getByRole('link', { name: '關於我' })).toHaveAttribute('href', '/zh/about/');
    expect(within(quickLinks).getByRole('link', { name: '免費資源' })).toHaveAttribute('href', '/zh/resources/');
    expect(within(quickLinks).getAllByRole('link')).toHaveLength(3);
    expect(screen.getByText('以數據、自動化及實用 AI，助香港的個人和企業持續成長。')).toBeInTheDocument();
  });

  it('has a mailto link to the address in data/site.json, named for screen readers', () => {
    renderWithI18n(<Footer />);
    expect(screen.getByRole('heading', { level: 2, name: 'Connect' })).toBeInTheDocument();
    const mail = screen.getByRole('link', { name: `Email ${site.email}` });
    expect(mail).toHaveAttribute('href', `mailto:${site.email}`);
    expect(mail).not.toHaveAttribute('target');
  });

  it('names the mailto link in zh', () => {
    renderWithI18n(<Footer />, { language: 'zh' });
    expect(screen.getByRole('heading', { level: 2, name: '聯絡我' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `電郵至 ${site.email}` })).toHaveAttribute('href', `mailto:${site.email}`);
  });

  it('links the two social profiles, each opening in a new tab', () => {
    renderWithI18n(<Footer />);
    expect(site.social).toHaveLength(2);
    for (const profile of site.social) {
      const link = screen.getByRole('link', { name: `${profile.label} profile (opens in a new tab)` });
      expect(link).toHaveAttribute('href', profile.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('names the social links in zh', () => {
    renderWithI18n(<Footer />, { language: 'zh' });
    for (const profile of site.social) {
      const link = screen.getByRole('link', { name: `${profile.label} 個人檔案 （在新分頁開啟）` });
      expect(link).toHaveAttribute('href', profile.url);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('shows the banner image with a text alternative in each language', () => {
    const { unmount } = renderWithI18n(<Footer />);
    expect(
      screen.getByRole('img', { name: 'Illustrated Hong Kong harbour skyline with line charts rising above it' }),
    ).toBeInTheDocument();
    unmount();
    renderWithI18n(<Footer />, { language: 'zh' });
    expect(screen.getByRole('img', { name: '插畫：香港維港天際線，上方有上升的折線圖' })).toBeInTheDocument();
  });

  it('ends with a copyright line: the current year, the brand and "All rights reserved"', () => {
    renderWithI18n(<Footer />);
    const year = new Date().getFullYear();
    expect(screen.getByTestId('footer-year')).toHaveTextContent(String(year));
    expect(screen.getByTestId('footer-year').closest('p')).toHaveTextContent(
      `© ${year} ${site.brand}. All rights reserved.`,
    );
  });

  it('takes the year from the clock, not from the code', () => {
    jest.useFakeTimers({ now: new Date('2031-06-15T12:00:00Z') });
    renderWithI18n(<Footer />, { language: 'zh' });
    expect(screen.getByTestId('footer-year').closest('p')).toHaveTextContent(`© 2031 ${site.brand}. 版權所有。`);
  });
});
