import { namespacesOf, pageById } from '../../src/site/pages';
import { screen, within } from '@testing-library/react';
import NotFoundPage from '../../src/pages/404';
import { plain, translator, sameText } from '../support/locales';
import { localeStrings, renderPage } from '../support/pageProps';

describe.each([
  ['en', '/'],
  ['zh', '/zh/'],
] as const)('404 page (%s)', (language, home) => {
  it('says the page was not found and links home, in its words alone (no status code)', () => {
    const t = translator(language);
    renderPage(
      NotFoundPage,
      { locales: localeStrings(language, namespacesOf(pageById('notFound'))) },
      language,
      '/404/',
    );
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(t('notFound:title'));
    expect(within(main).getByText(sameText(t('notFound:text')))).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: t('notFound:back') })).toHaveAttribute('href', home);
    const words = ['title', 'text', 'back'].map((key) => t(`notFound:${key}`));
    expect(plain(main.textContent!)).toBe(plain(words.join('')));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
