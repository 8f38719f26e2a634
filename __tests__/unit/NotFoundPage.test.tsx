import { pageById } from '../../src/site/pages';
import { screen, within } from '@testing-library/react';
import { LANGUAGE_CODES } from '../../src/i18n/languages';
import { localizePath } from '../../src/i18n/paths';
import { plain, translator, sameText } from '../support/locales';
import { renderSitePage } from '../support/pageProps';

describe.each(LANGUAGE_CODES)('404 page (%s)', (language) => {
  it('says the page was not found and links home, in its words alone (no status code)', () => {
    const t = translator(language);
    renderSitePage(pageById('notFound'), language);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(t('notFound:title'));
    expect(within(main).getByText(sameText(t('notFound:text')))).toBeInTheDocument();
    const home = within(main).getByRole('link', { name: t('notFound:back') });
    expect(home).toHaveAttribute('href', localizePath('/', language));
    const words = ['title', 'text', 'back'].map((key) => t(`notFound:${key}`));
    expect(plain(main.textContent!)).toBe(plain(words.join('')));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
