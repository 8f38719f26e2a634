// What the dropdown shows and offers, and what script adds to a pick. Opening and closing are the browser's (a
// popover): browser/language.spec.ts and browser/controls.spec.ts.
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { LanguageSwitcher } from '../../src/components/LanguageSwitcher';
import { DETECTION } from '../../src/i18n/detect';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_CODES, PREFIXED_LANGUAGES, getLanguage } from '../../src/i18n/languages';
import { pickLanguageHref } from '../../src/i18n/paths';
import { languageButtonName, languageHome as home } from '../../src/i18n/filled';
import { translator } from '../support/locales';
import { renderWithI18n } from '../support/renderWithI18n';

beforeEach(() => {
  jest.mocked(navigate).mockClear();
  localStorage.clear();
});

describe.each(LANGUAGE_CODES)('LanguageSwitcher (%s)', (language) => {
  const t = translator(language);
  const button = () => screen.getByRole('button', { name: languageButtonName(t, language) });

  it('shows the current language with a decorative flag; the button opens the list, a popover', () => {
    renderWithI18n(<LanguageSwitcher onPick={jest.fn()} />, { language });
    expect(button()).toHaveTextContent(getLanguage(language).label);
    // A button's children are presentational: the flag adds nothing to its name.
    expect(button().querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    // The dropdown's list (the bar) and the same links listed in the mobile menu's sheet.
    const [list, sheet] = screen.getAllByRole('list');
    expect(list).toHaveAttribute('popover', 'auto');
    expect(sheet).not.toHaveAttribute('popover');
    expect(screen.getByRole('list', { name: t('nav:language.list') })).toBe(sheet);
    expect(button()).toHaveAttribute('popovertarget', list.id);
    expect(button()).toHaveAttribute('aria-controls', list.id);
  });

  it.each(['/resources/', '/404/'])('offers %s in each language (a 404: its home), lang, hreflang, ?lng=', (path) => {
    renderWithI18n(<LanguageSwitcher onPick={jest.fn()} />, { language, originalPath: path });
    const notFound = path === '/404/';
    for (const { code, htmlLang, name } of LANGUAGES)
      for (const link of screen.getAllByRole('link', { name: notFound ? home(translator(code), code) : name })) {
        expect(link).toHaveAttribute('href', pickLanguageHref(notFound ? '/' : path, code));
        expect(link).toHaveAttribute('lang', htmlLang);
        expect(link).toHaveAttribute('hreflang', htmlLang);
        if (code === language && !notFound) expect(link).toHaveAttribute('aria-current', 'true');
        else expect(link).not.toHaveAttribute('aria-current');
      }
    expect(screen.getAllByRole('link')).toHaveLength(2 * LANGUAGES.length);
  });
});

it('a pick closes the list, is cached and navigates on the client, without ?lng=; a modified click is left to the browser', async () => {
  const onPick = jest.fn();
  const { code, name } = PREFIXED_LANGUAGES[0];
  renderWithI18n(<LanguageSwitcher onPick={onPick} />, { language: DEFAULT_LANGUAGE, originalPath: '/about/' });
  // jsdom has no popovers: a stand-in for the open list.
  const list = document.getElementById(screen.getByRole('button').getAttribute('popovertarget')!)!;
  const [hidePopover, matches] = [jest.fn(), list.matches.bind(list)];
  Object.assign(list, { hidePopover, matches: (s: string) => s === ':popover-open' || matches(s) });
  const [other] = screen.getAllByRole('link', { name });
  await userEvent.setup().click(other);
  expect(hidePopover).toHaveBeenCalledTimes(1);
  expect(localStorage.getItem(DETECTION.lookupLocalStorage)).toBe(code);
  expect(onPick).toHaveBeenCalledTimes(1);
  expect(navigate).toHaveBeenCalledWith(`/${code}/about/`);
  expect(fireEvent.click(other, { ctrlKey: true })).toBe(true); // not prevented: the browser opens ?lng= in a tab
  expect(navigate).toHaveBeenCalledTimes(1);
});
