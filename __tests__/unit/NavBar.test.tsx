// The menu and the dropdown in browsers (popovers): browser/controls.spec.ts, a11y.spec.ts, language.spec.ts.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NavBar } from '../../src/components/NavBar';
import { site } from '../../src/data/site';
import { LANGUAGES, LANGUAGE_CODES } from '../../src/i18n/languages';
import { languageButtonName, newTabName } from '../../src/i18n/filled';
import { translator } from '../support/locales';
import { barLinks } from '../support/pages';
import { renderWithI18n } from '../support/renderWithI18n';

describe.each(LANGUAGE_CODES)('NavBar (%s)', (language) => {
  const t = translator(language);

  it('links the bar pages of src/site/pages.ts in their order, the course in a new tab, then the data-job button', () => {
    renderWithI18n(<NavBar />, { language });
    const nav = screen.getByRole('navigation', { name: t('nav:primary') });
    const links = barLinks(t, language);
    const menu = document.getElementById('site-menu')!;
    const shown = within(menu)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(shown.filter((href) => links.some((l) => l.href === href))).toEqual(links.map((l) => l.href));
    for (const { name, href, external } of links) {
      const link = within(nav).getByRole('link', { name });
      expect([link.getAttribute('href'), link.getAttribute('target')]).toEqual([href, external ? '_blank' : null]);
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
    expect(toggle).toHaveAccessibleName(t('nav:menu'));
    // The navigation, the data-job button and a link per language, in the bar's dropdown and in the sheet.
    expect(within(panel).getAllByRole('link')).toHaveLength(barLinks(t, language).length + 1 + 2 * LANGUAGES.length);
    expect(within(panel).getByRole('button', { name: languageButtonName(t, language) })).toBeInTheDocument();
  });

  it('a link chosen in the menu closes it: a client-side navigation leaves the page, and the menu, in place', async () => {
    const user = userEvent.setup();
    renderWithI18n(<NavBar />, { language });
    const menu = document.getElementById('site-menu')!;
    // jsdom has no popovers (script then leaves the menu alone): a stand-in for an open one.
    const hidePopover = jest.fn();
    const matches = menu.matches.bind(menu);
    Object.assign(menu, { hidePopover, matches: (s: string) => s === ':popover-open' || matches(s) });
    for (const link of within(menu).getAllByRole('link')) {
      link.addEventListener('click', (event) => event.preventDefault()); // jsdom does not navigate
      hidePopover.mockClear();
      await user.click(link);
      expect([link.getAttribute('href'), hidePopover.mock.calls.length]).toEqual([link.getAttribute('href'), 1]);
    }
  });
});
