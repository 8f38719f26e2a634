import { screen, within } from '@testing-library/react';
import { Hero } from '../src/sections/Hero';
import { site } from '../src/data/site';
import { renderWithI18n } from './helpers/renderWithI18n';

const buttons = [
  { en: 'Get a Data Job', zh: '入行做數據', href: site.links.dataJob },
  { en: 'Transform Your Business', zh: '為業務轉型', href: site.links.consultation },
  { en: 'Join the 12-Week Course', zh: '參加 12 星期課程', href: site.links.course },
];

describe('Hero', () => {
  it('shows the welcome title and the subtitle (en)', () => {
    renderWithI18n(<Hero />);
    const hero = screen.getByRole('region', { name: "Welcome! Let's turn data into your next opportunity" });
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(
      "Welcome! Let's turn data into your next opportunity",
    );
    expect(
      within(hero).getByText(/^Whether you want to land your first data job or transform how your business works/),
    ).toBeInTheDocument();
  });

  it('shows the title and subtitle in zh', () => {
    renderWithI18n(<Hero />, { language: 'zh' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('歡迎！讓數據成為你的下一個機會');
    expect(screen.getByText(/^無論你想成功投身數據行業/)).toBeInTheDocument();
  });

  it.each(['en', 'zh'] as const)('has the three buttons to the external pages, in a new tab (%s)', (language) => {
    renderWithI18n(<Hero />, { language });
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(3);
    const newTab = language === 'en' ? ' (opens in a new tab)' : ' （在新分頁開啟）';
    buttons.forEach((button, index) => {
      const link = links[index];
      expect(link).toHaveAccessibleName(`${button[language]}${newTab}`);
      expect(link).toHaveAttribute('href', button.href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
  });
});
