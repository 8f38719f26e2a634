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
    // Where popovers work, the browser exposes the expanded state; jsdom has none, so the fallback keeps it (below).
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName(t('nav:menu'));
    // The navigation, the data-job button and a link per language, in the bar's dropdown and in the sheet.
    expect(within(panel).getAllByRole('link')).toHaveLength(barLinks(t, language).length + 1 + 2 * LANGUAGES.length);
    expect(within(panel).getByRole('button', { name: languageButtonName(t, language) })).toBeInTheDocument();
  });

  // jsdom has no popovers, like Safari before 17 and Firefox before 125: there the fallback opens and closes them.
  it('where popovers are unknown, the buttons open and close them, and an outside click or Escape closes them', async () => {
    const user = userEvent.setup();
    renderWithI18n(<NavBar />, { language });
    const nav = screen.getByRole('navigation', { name: t('nav:primary') });
    const toggle = nav.querySelector<HTMLElement>('button[popovertarget]')!;
    const menu = document.getElementById(toggle.getAttribute('popovertarget')!)!;
    const languageButton = within(menu).getByRole('button', { name: languageButtonName(t, language) });
    const list = document.getElementById(languageButton.getAttribute('popovertarget')!)!;
    const isOpen = (popover: HTMLElement, button: HTMLElement) =>
      popover.hasAttribute('data-open') && button.getAttribute('aria-expanded') === 'true';

    await user.click(toggle);
    expect(isOpen(menu, toggle)).toBe(true);
    await user.click(toggle);
    expect(isOpen(menu, toggle)).toBe(false);

    await user.click(toggle);
    await user.click(languageButton);
    expect([isOpen(menu, toggle), isOpen(list, languageButton)]).toEqual([true, true]);
    await user.keyboard('{Escape}'); // the innermost first
    expect([isOpen(menu, toggle), isOpen(list, languageButton)]).toEqual([true, false]);
    expect(languageButton).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(isOpen(menu, toggle)).toBe(false);
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(languageButton);
    // A tap (iOS sends no click where none is handled) in the sheet, outside the list: the list closes, not the menu.
    await user.pointer({ keys: '[TouchA>]', target: menu }); // the finger down: no click yet
    expect([isOpen(menu, toggle), isOpen(list, languageButton)]).toEqual([true, false]);
    await user.pointer({ keys: '[/TouchA]', target: menu });
    await user.click(languageButton);
    expect(isOpen(list, languageButton)).toBe(true);
    // Placed beside its button by script (jsdom has no anchor positioning either).
    expect(list.style.bottom || list.style.top).toMatch(/px$/);
    await user.click(document.body); // outside both: both close, as light dismiss does
    expect([isOpen(menu, toggle), isOpen(list, languageButton)]).toEqual([false, false]);

    // A link chosen in the sheet closes it: a client-side navigation leaves the page, and the sheet, in place.
    for (const link of within(menu).getAllByRole('link')) {
      await user.click(toggle);
      link.addEventListener('click', (event) => event.preventDefault()); // jsdom does not navigate
      await user.click(link);
      expect([link.textContent, isOpen(menu, toggle)]).toEqual([link.textContent, false]);
    }
  });
});
