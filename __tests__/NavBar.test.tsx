// The mobile menu and the dropdown inside it: e2e/a11y.spec.ts › "keyboard" (menu by click and by keyboard) and
// e2e/language.spec.ts › "the dropdown at 375 px, inside the mobile menu".
import { screen, within } from '@testing-library/react';
import { NavBar } from '../src/components/NavBar';
import { site } from '../src/data/site';
import navigation from '../data/navigation.json';
import { localizePath } from '../src/i18n/paths';
import { newTabName } from '../src/i18n/filled';
import { translator } from './helpers/locales';
import { renderWithI18n } from './helpers/renderWithI18n';

describe.each(['en', 'zh'] as const)('NavBar (%s)', (language) => {
  const t = translator(language);

  it('links the pages of data/navigation.json, external ones in a new tab, then the data-job button', () => {
    renderWithI18n(<NavBar />, { language });
    const nav = screen.getByRole('navigation', { name: t('nav:primary') });
    for (const { key, href, external } of navigation) {
      const link = within(nav).getByRole('link', { name: external ? newTabName(t, t(`nav:${key}`)) : t(`nav:${key}`) });
      const to = external ? site.links[href as keyof typeof site.links] : localizePath(href, language);
      expect([link.getAttribute('href'), link.getAttribute('target')]).toEqual([to, external ? '_blank' : null]);
    }
    const job = within(nav).getByRole('link', { name: newTabName(t, t('nav:getDataJob')) });
    expect(job).toHaveAttribute('href', site.links.dataJob);
  });
});
