// The mobile menu and the dropdown inside it open and close in the browser (popovers): __tests__/browser/a11y.spec.ts › "keyboard"
// (menu by click and by keyboard), __tests__/browser/language.spec.ts › "the dropdown at 375 px, inside the mobile menu" and
// __tests__/browser/controls.spec.ts (no JavaScript, before hydration).
import { screen, within } from '@testing-library/react';
import { NavBar } from '../../src/components/NavBar';
import { site } from '../../src/data/site';
import navigation from '../../data/navigation.json';
import { LANGUAGES, languageButtonName } from '../../src/i18n/languages';
import { newTabName } from '../../src/i18n/filled';
import { localizePath } from '../../src/i18n/paths';
import { translator } from '../support/locales';
import { renderWithI18n } from '../support/renderWithI18n';

describe.each(['en', 'zh'] as const)('NavBar (%s)', (language) => {
  const t = translator(language);

  it('links the pages of data/navigation.json, external ones in a new tab, then the data-job button', () => {
    renderWithI18n(<NavBar />, { language });
    const nav = screen.getByRole('navigation', { name: t('nav:primary') });
    for (const { key, href, external } of navigation) {
      const link = within(nav).getByRole('link', {
        name: external ? newTabName(t, t(`nav:${key}`)) : t(`nav:${key}`),
      });
      const to = external ? site.links[href as keyof typeof site.links] : localizePath(href, language);
      expect([link.getAttribute('href'), link.getAttribute('target')]).toEqual([to, external ? '_blank' : null]);
    }
    const job = within(nav).getByRole('link', { name: newTabName(t, t('nav:getDataJob')) });
    expect(job).toHaveAttribute('href', site.links.dataJob);
  });

  it('the menu button opens the panel of every link and the language switch, a popover', () => {
    renderWithI18n(<NavBar />, { language });
    const nav = screen.getByRole('navigation', { name: t('nav:primary') });
    const toggle = nav.querySelector('button[popovertarget]')!;
    const panel = document.getElementById(toggle.getAttribute('popovertarget')!)!;
    expect(panel).toHaveAttribute('popover', 'auto');
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    expect(toggle).not.toHaveAttribute('aria-expanded'); // the browser's, from the popover's state
    // Its name in both states; CSS shows the one that fits (e2e: the name the browser computes).
    for (const key of ['nav:menuOpen', 'nav:menuClose']) expect(toggle).toHaveTextContent(t(key));
    // The navigation, the data-job button and a link per language.
    expect(within(panel).getAllByRole('link')).toHaveLength(navigation.length + 1 + LANGUAGES.length);
    expect(within(panel).getByRole('button', { name: languageButtonName(t, language) })).toBeInTheDocument();
  });
});
