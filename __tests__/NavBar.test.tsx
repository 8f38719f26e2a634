// The mobile menu and the dropdown inside it: e2e/site.spec.ts › "mobile menu at 375 px", e2e/a11y.spec.ts › "keyboard".
import { screen, within } from '@testing-library/react';
import { NavBar } from '../src/components/NavBar';
import { site } from '../src/data/site';
import navigation from '../data/navigation.json';
import { localizePath } from '../src/i18n/paths';
import { translator } from './helpers/locales';
import { renderWithI18n } from './helpers/renderWithI18n';

describe.each(['en', 'zh'] as const)('NavBar (%s)', (language) => {
  const t = translator(language);

  it('links the pages of data/navigation.json in order, external ones in a new tab, then the data-job button', () => {
    renderWithI18n(<NavBar />, { language });
    const nav = screen.getByRole('navigation', { name: t('nav:primary') });
    for (const item of navigation) {
      if (item.external) {
        const link = within(nav).getByRole('link', { name: `${t(`nav:${item.key}`)} ${t('nav:newTab')}` });
        expect(link).toHaveAttribute('href', site.links[item.href as keyof typeof site.links]);
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      } else {
        const link = within(nav).getByRole('link', { name: t(`nav:${item.key}`) });
        expect(link).toHaveAttribute('href', localizePath(item.href, language));
        expect(link).not.toHaveAttribute('target');
      }
    }
    const job = within(nav).getByRole('link', { name: `${t('nav:getDataJob')} ${t('nav:newTab')}` });
    expect(job).toHaveAttribute('href', site.links.dataJob);
    expect(job).toHaveAttribute('target', '_blank');
  });
});
