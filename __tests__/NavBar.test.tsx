import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NavBar } from '../src/components/NavBar';
import { site } from '../src/data/site';
import { renderWithI18n } from './helpers/renderWithI18n';

describe('NavBar', () => {
  it('links Home, About, Resources and the external Courses page (en)', () => {
    renderWithI18n(<NavBar />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about/');
    expect(within(nav).getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/resources/');
    const courses = within(nav).getByRole('link', { name: /Courses/ });
    expect(courses).toHaveAttribute('href', site.links.course);
    expect(courses).toHaveAttribute('target', '_blank');
    expect(courses).toHaveAttribute('rel', 'noopener noreferrer');
    const job = within(nav).getByRole('link', { name: /Get a Data Job/ });
    expect(job).toHaveAttribute('href', site.links.dataJob);
    expect(job).toHaveAttribute('target', '_blank');
  });

  it('is translated in zh', () => {
    renderWithI18n(<NavBar />, { language: 'zh' });
    expect(screen.getByRole('navigation', { name: '主選單' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '關於我' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /入行做數據/ })).toBeInTheDocument();
  });

  it('opens and closes the mobile menu, and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    renderWithI18n(<NavBar />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    // Gatsby's Link navigates on the client; jsdom cannot load a page, so the click stays in place.
    const about = screen.getByRole('link', { name: 'About' });
    about.addEventListener('click', (event) => event.preventDefault());
    await user.click(about);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('has a language dropdown that shows the current language and offers both', async () => {
    const user = userEvent.setup();
    renderWithI18n(<NavBar />, { originalPath: '/about/' });
    const button = screen.getByRole('button', { name: 'Language: English' });
    expect(button).toHaveTextContent('EN');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const zh = screen.getByRole('link', { name: '繁體中文 (香港)' });
    expect(zh).toHaveAttribute('lang', 'zh-HK');
    expect(zh).toHaveAttribute('hreflang', 'zh-HK');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
