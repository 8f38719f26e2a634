import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSwitcher } from '../src/components/LanguageSwitcher';
import { renderWithI18n } from './helpers/renderWithI18n';

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
    const button = screen.getByRole('button', { name: 'Language: English' });
    expect(button).toHaveTextContent('EN');
    expect(screen.getByRole('img', { name: 'United States flag' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-controls', screen.getByRole('list', { hidden: true }).id);
  });

  it('shows the HK flag and 中 on Chinese pages', () => {
    setup({ language: 'zh' });
    const button = screen.getByRole('button', { name: '語言：繁體中文（香港）' });
    expect(button).toHaveTextContent('中');
    expect(screen.getByRole('img', { name: '香港區旗' })).toBeInTheDocument();
  });

  it('opens with Enter and Space, and Escape closes it and returns focus to the button', async () => {
    const { user } = setup();
    const button = screen.getByRole('button', { name: 'Language: English' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'English' })).toHaveFocus();
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
    const en = screen.getByRole('link', { name: 'English' });
    const zh = screen.getByRole('link', { name: '繁體中文（香港）' });
    expect(en).toHaveAttribute('href', '/resources/');
    expect(en).toHaveAttribute('lang', 'en');
    expect(en).toHaveAttribute('hreflang', 'en');
    expect(zh).toHaveAttribute('href', '/zh/resources/');
    expect(zh).toHaveAttribute('lang', 'zh-HK');
    expect(zh).toHaveAttribute('hreflang', 'zh-HK');
    expect(zh).toHaveAttribute('aria-current', 'true');
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
    await user.click(screen.getByRole('link', { name: '繁體中文 (香港)' }));
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
      await user.click(screen.getByRole('link', { name: '繁體中文 (香港)' }));
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
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/no-such-page/');
    expect(screen.getByRole('link', { name: '繁體中文（香港）' })).toHaveAttribute('href', '/zh/no-such-page/');
  });
});
