import { screen, within } from '@testing-library/react';
import AboutPage from '../src/pages/about';
import { expertise } from './helpers/data';
import { localeStrings, renderPage, testImage } from './helpers/pageProps';

/** data as the AboutPage query returns it (sorted by order). */
const data = (language: string): Queries.AboutPageQuery => ({
  locales: localeStrings(language, ['nav', 'footer', 'about']),
  expertise: { nodes: [...expertise].sort((a, b) => a.order - b.order) },
  portrait: { childImageSharp: { gatsbyImageData: testImage } },
});

const renderAbout = (language: 'en' | 'zh') => renderPage(AboutPage, data(language), language, '/about/');

/** The paragraphs beside the page title. */
const introParagraphs = () =>
  Array.from(screen.getByRole('heading', { level: 1 }).parentElement?.querySelectorAll('p') ?? []).map(
    (p) => p.textContent,
  );

describe('About page', () => {
  it('shows the title and three experience paragraphs with 4+ and 3+ years (en)', () => {
    renderAbout('en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About Me');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    const paragraphs = introParagraphs();
    expect(paragraphs).toHaveLength(3);
    expect(paragraphs[0]).toMatch(
      /more than 4 years as a data analyst in Hong Kong's financial services and e-commerce/,
    );
    expect(paragraphs[1]).toMatch(/more than 3 years as a research analyst/);
    expect(paragraphs[2]).toMatch(/^Today I coach people who want a career in data/);
  });

  it('shows the title and three experience paragraphs with 4+ and 3+ years (zh)', () => {
    renderAbout('zh');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('關於我');
    const paragraphs = introParagraphs();
    expect(paragraphs).toHaveLength(3);
    expect(paragraphs[0]).toMatch(/數據分析師超過 4 年/);
    expect(paragraphs[1]).toMatch(/超過 3 年研究分析師/);
  });

  it('shows the portrait with a text alternative, loaded at once', () => {
    renderAbout('en');
    const portrait = screen.getByRole('img', {
      name: 'Illustration of a desk with a laptop showing charts, beside a window looking out on the Hong Kong skyline',
    });
    expect(portrait).toHaveAttribute('loading', 'eager');
    expect(portrait).toHaveAttribute('src', testImage.images.fallback?.src);
  });

  it.each([
    ['en', 'My Mission', /^To empower people and businesses through data insights, automation and practical AI\.$/],
    ['zh', '我的使命', /^透過數據洞察、自動化及實用 AI，為個人和企業賦能。$/],
  ] as const)('states the mission (%s)', (language, title, mission) => {
    renderAbout(language);
    const region = screen.getByRole('region', { name: title });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(title);
    expect(within(region).getByText(mission)).toBeInTheDocument();
  });

  it.each([
    ['en', 'Areas of Expertise', ['Data Analytics', 'Career Guidance', 'Business Solutions']],
    ['zh', '專業範疇', ['數據分析', '職涯指導', '商業方案']],
  ] as const)('shows three expertise cards (%s)', (language, title, cards) => {
    renderAbout(language);
    const region = screen.getByRole('region', { name: title });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(cards);
    expect(within(items[0]).getByText(/SQL/)).toBeInTheDocument();
  });

  it('sits in the shared layout: navigation and footer in the page language', () => {
    renderAbout('zh');
    expect(screen.getByRole('navigation', { name: '主選單' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('版權所有。');
  });
});
