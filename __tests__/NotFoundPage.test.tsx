import { screen, within } from '@testing-library/react';
import NotFoundPage from '../src/pages/404';
import { localeStrings, renderPage } from './helpers/pageProps';

const renderNotFound = (language: 'en' | 'zh') =>
  renderPage(NotFoundPage, { locales: localeStrings(language, ['nav', 'footer']) }, language, '/404/');

describe('404 page', () => {
  it.each([
    ['en', 'Page not found', /^Sorry, we couldn't find that page\./, 'Back to home', '/'],
    ['zh', '找不到網頁', /^對不起，找不到這個網頁。/, '返回主頁', '/zh/'],
  ] as const)('says the page was not found and links home (%s)', (language, title, text, back, home) => {
    renderNotFound(language);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(within(main).getByText(text)).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: back })).toHaveAttribute('href', home);
  });

  it('keeps the decorative "404" out of the accessibility tree', () => {
    renderNotFound('en');
    expect(screen.getByText('404')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('region', { name: 'Page not found' })).toBeInTheDocument();
  });
});
