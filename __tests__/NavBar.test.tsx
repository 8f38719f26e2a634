import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NavBar } from '../src/components/NavBar';
import { site } from '../src/data/site';
import navigation from '../data/navigation.json';
import { getLanguage, languageButtonName } from '../src/i18n/languages';
import { localizePath } from '../src/i18n/paths';
import { translator } from './helpers/locales';
import { renderWithI18n } from './helpers/renderWithI18n';

const en = translator('en');

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

describe('NavBar', () => {
  it('opens and closes the mobile menu, and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    renderWithI18n(<NavBar />);
    const toggle = screen.getByRole('button', { name: en('nav:menuOpen') });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: en('nav:menuClose') })).toHaveAttribute('aria-expanded', 'true');
    // Gatsby's Link navigates on the client; jsdom cannot load a page, so the click stays in place.
    const about = screen.getByRole('link', { name: en('nav:about') });
    about.addEventListener('click', (event) => event.preventDefault());
    await user.click(about);
    expect(screen.getByRole('button', { name: en('nav:menuOpen') })).toHaveAttribute('aria-expanded', 'false');
  });

  it('has a language dropdown that shows the current language and offers both', async () => {
    const user = userEvent.setup();
    renderWithI18n(<NavBar />, { originalPath: '/about/' });
    const button = screen.getByRole('button', {
      name: languageButtonName(en, 'en'),
    });
    expect(button).toHaveTextContent(getLanguage('en').label);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const zh = screen.getByRole('link', { name: en('nav:language.zh') });
    expect(zh).toHaveAttribute('lang', 'zh-HK');
    expect(zh).toHaveAttribute('hreflang', 'zh-HK');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
