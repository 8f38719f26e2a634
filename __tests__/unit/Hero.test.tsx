import { screen, within } from '@testing-library/react';
import { Hero } from '../../src/sections/Hero';
import { site } from '../../src/data/site';
import { newTabName } from '../../src/i18n/filled';
import { translator } from '../support/locales';
import { renderWithI18n } from '../support/renderWithI18n';

const buttons = [
  { key: 'home:hero.getDataJob', href: site.links.dataJob },
  { key: 'home:hero.transformBusiness', href: site.links.consultation },
  { key: 'home:hero.course', href: site.links.course },
];

describe.each(['en', 'zh'] as const)('Hero (%s)', (language) => {
  const t = translator(language);

  it('is a region named by its title, the page heading, with the eyebrow and subtitle', () => {
    renderWithI18n(<Hero />, { language });
    const hero = screen.getByRole('region', { name: t('home:hero.title') });
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(t('home:hero.title'));
    expect(within(hero).getByText(t('home:hero.subtitle'))).toBeInTheDocument();
    expect(within(hero).getByText(t('home:hero.eyebrow'))).toBeInTheDocument();
  });

  it('has the three buttons to the external pages, in a new tab', () => {
    renderWithI18n(<Hero />, { language });
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(buttons.length);
    buttons.forEach((button, index) => {
      const link = links[index];
      expect(link).toHaveAccessibleName(newTabName(t, t(button.key)));
      expect(link).toHaveAttribute('href', button.href);
    });
  });
});
