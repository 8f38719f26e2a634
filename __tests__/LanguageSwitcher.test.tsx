import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSwitcher } from '../src/components/LanguageSwitcher';
import { getLanguage, languageButtonName } from '../src/i18n/languages';
import { translator } from './helpers/locales';
import { renderWithI18n } from './helpers/renderWithI18n';

const en = translator('en');
const zh = translator('zh');
/** The dropdown button’s name: nav:language.current with the current language, in the page language. */
const buttonName = (t: typeof en, code: 'en' | 'zh') => languageButtonName(t, code);

// jsdom cannot navigate: keep link clicks from trying.
const stopNavigation = (event: Event) => event.preventDefault();
beforeAll(() => document.addEventListener('click', stopNavigation));
afterAll(() => document.removeEventListener('click', stopNavigation));
beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

const setup = (options?: { language?: string; originalPath?: string }, onPick = jest.fn()) => {
  const user = userEvent.setup();
  const view = renderWithI18n(
    <div>
      <p>Outside</p>
      <LanguageSwitcher onPick={onPick} />
      <a href="#after">After</a>
    </div>,
    options,
  );
  return { user, onPick, view };
};

describe('LanguageSwitcher', () => {
  it('shows the current language with a flag that has a text alternative', () => {
    setup();
    const button = screen.getByRole('button', { name: buttonName(en, 'en') });
    expect(button).toHaveTextContent(getLanguage('en').label);
    expect(screen.getByRole('img', { name: en('nav:language.flagEn') })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-controls', screen.getByRole('list', { hidden: true }).id);
  });

  it('shows the HK flag and the Chinese label on Chinese pages', () => {
    setup({ language: 'zh' });
    const button = screen.getByRole('button', { name: buttonName(zh, 'zh') });
    expect(button).toHaveTextContent(getLanguage('zh').label);
    expect(screen.getByRole('img', { name: zh('nav:language.flagZh') })).toBeInTheDocument();
  });

  it('opens with Enter and Space, and Escape closes it and returns focus to the button', async () => {
    const { user } = setup();
    const button = screen.getByRole('button', { name: buttonName(en, 'en') });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: en('nav:language.en') })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers this page in each language, with lang and hreflang', async () => {
    const { user } = setup({ language: 'zh', originalPath: '/resources/' });
    await user.click(screen.getByRole('button'));
    const english = screen.getByRole('link', { name: zh('nav:language.en') });
    const chinese = screen.getByRole('link', { name: zh('nav:language.zh') });
    expect(english).toHaveAttribute('href', '/resources/');
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(chinese).toHaveAttribute('href', '/zh/resources/');
    expect(chinese).toHaveAttribute('lang', 'zh-HK');
    expect(chinese).toHaveAttribute('hreflang', 'zh-HK');
    expect(chinese).toHaveAttribute('aria-current', 'true');
  });

  it('closes on an outside click or tap', async () => {
    const { user } = setup();
    const button = screen.getByRole('button');
    await user.click(button);
    await user.click(screen.getByText('Outside'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    fireEvent.pointerDown(screen.getByText('Outside'), { pointerType: 'touch' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when focus moves elsewhere, but not on a blur with no new focus (Safari clicks)', async () => {
    const { user } = setup();
    const button = screen.getByRole('button');
    await user.click(button);
    fireEvent.blur(button, { relatedTarget: null });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'After' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('picking a language closes it, calls onPick and caches the choice in i18nextLng', async () => {
    const { user, onPick } = setup({ originalPath: '/about/' });
    const button = screen.getByRole('button');
    await user.click(button);
    await user.click(screen.getByRole('link', { name: en('nav:language.zh') }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('i18nextLng')).toBe('zh');
  });

  it('picking works without error when storage throws', async () => {
    const errors = jest.spyOn(console, 'error');
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      const { user, onPick } = setup();
      await user.click(screen.getByRole('button'));
      await user.click(screen.getByRole('link', { name: en('nav:language.zh') }));
      expect(onPick).toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      setItem.mockRestore();
      errors.mockRestore();
    }
  });

  it('on a 404 page offers the missing path in the other language', async () => {
    window.history.replaceState(null, '', '/zh/no-such-page/');
    const { user } = setup({ language: 'zh', originalPath: '/404.html' });
    await user.click(screen.getByRole('button'));
    expect(screen.getByRole('link', { name: zh('nav:language.en') })).toHaveAttribute('href', '/no-such-page/');
    expect(screen.getByRole('link', { name: zh('nav:language.zh') })).toHaveAttribute('href', '/zh/no-such-page/');
  });
});
