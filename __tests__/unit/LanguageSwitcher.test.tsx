/**
 * What the dropdown shows and offers. Opening, closing, picking and caching are checked in Chromium:
 * __tests__/browser/language.spec.ts › "the dropdown" (mouse, keyboard, tab out, outside click), the 375 px and 404 cases,
 * and "blocked storage and cookies".
 */
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSwitcher } from '../../src/components/LanguageSwitcher';
import { getLanguage, languageButtonName } from '../../src/i18n/languages';
import { translator } from '../support/locales';
import { renderWithI18n } from '../support/renderWithI18n';

describe.each(['en', 'zh'] as const)('LanguageSwitcher (%s)', (language) => {
  const t = translator(language);
  const button = () => screen.getByRole('button', { name: languageButtonName(t, language) });

  it('shows the current language with a flag that has a text alternative', () => {
    renderWithI18n(<LanguageSwitcher onPick={jest.fn()} />, { language });
    expect(button()).toHaveTextContent(getLanguage(language).label);
    const flag = `nav:language.flag${language === 'en' ? 'En' : 'Zh'}`;
    expect(screen.getByRole('img', { name: t(flag) })).toBeInTheDocument();
    expect(button()).toHaveAttribute('aria-controls', screen.getByRole('list', { hidden: true }).id);
  });

  it('offers this page in each language, with lang and hreflang, the current one marked', async () => {
    renderWithI18n(<LanguageSwitcher onPick={jest.fn()} />, { language, originalPath: '/resources/' });
    await userEvent.setup().click(button());
    for (const { code, htmlLang } of [getLanguage('en'), getLanguage('zh')]) {
      const link = screen.getByRole('link', { name: t(`nav:language.${code}`) });
      expect(link).toHaveAttribute('href', code === 'en' ? '/resources/' : '/zh/resources/');
      expect(link).toHaveAttribute('lang', htmlLang);
      expect(link).toHaveAttribute('hreflang', htmlLang);
      if (code === language) expect(link).toHaveAttribute('aria-current', 'true');
      else expect(link).not.toHaveAttribute('aria-current');
    }
  });
});

it('stays open on a blur with no new focus (Safari clicks)', async () => {
  renderWithI18n(<LanguageSwitcher onPick={jest.fn()} />);
  const button = screen.getByRole('button');
  await userEvent.setup().click(button);
  fireEvent.blur(button, { relatedTarget: null });
  expect(button).toHaveAttribute('aria-expanded', 'true');
});
