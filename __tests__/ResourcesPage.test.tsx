import { screen, within } from '@testing-library/react';
import ResourcesPage from '../src/pages/resources';
import { resourceGroups as groups, resources } from './helpers/data';
import page from '../data/resourcesPage.json';
import { localeStrings, renderPage } from './helpers/pageProps';

/** data as the ResourcesPage query returns it: groups by order, resources by group then order. */
const data = (language: string): Queries.ResourcesPageQuery => ({
  locales: localeStrings(language, ['nav', 'footer']),
  page,
  groups: { nodes: [...groups].sort((a, b) => a.order - b.order) },
  resources: {
    nodes: [...resources].sort((a, b) => a.group.localeCompare(b.group) || a.order - b.order),
  },
});

const renderResources = (language: 'en' | 'zh') => renderPage(ResourcesPage, data(language), language, '/resources/');

const expected = [
  { title: 'YouTube Channels', count: 4 },
  { title: 'Datasets', count: 3 },
  { title: 'Coding Practice', count: 4 },
];

describe.each(['en', 'zh'] as const)('Resources page (%s)', (language) => {
  it('is in English: the title, the intro and the group headings', () => {
    renderResources(language);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Free Resources');
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByText(/^Hand-picked channels, datasets and practice sites/)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining(expected.map((group) => group.title)),
    );
  });

  it('lists 4 channels, 3 datasets and 4 coding practice sites, each opening in a new tab', () => {
    renderResources(language);
    for (const { title, count } of expected) {
      const region = screen.getByRole('region', { name: title });
      const key = groups.find((group) => group.title === title)?.key;
      const links = within(region).getAllByRole('link');
      expect(links).toHaveLength(count);
      expect(links.map((link) => link.getAttribute('href'))).toEqual(
        resources.filter((r) => r.group === key).map((r) => r.link),
      );
      for (const link of links) {
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    }
  });

  it('shows each link with its English title and description', () => {
    renderResources(language);
    const channels = screen.getByRole('region', { name: 'YouTube Channels' });
    const alex = within(channels).getByRole('link', { name: /^Alex The Analyst/ });
    expect(alex).toHaveAttribute('href', 'https://www.youtube.com/@AlexTheAnalyst');
    expect(alex).toHaveTextContent('Practical tutorials on SQL, Excel, Tableau, Power BI and Python');
    const datasets = screen.getByRole('region', { name: 'Datasets' });
    expect(within(datasets).getByRole('link', { name: /^DATA\.GOV\.HK/ })).toHaveAttribute(
      'href',
      'https://data.gov.hk/en/',
    );
  });
});

it('Resources page: the layout around the lists is translated in zh', () => {
  renderResources('zh');
  expect(screen.getByRole('navigation', { name: '主選單' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: '快速連結' })).toBeInTheDocument();
});

it('Resources page: the "opens in a new tab" hint inside the English lists is marked as the page language', () => {
  renderResources('zh');
  const link = within(screen.getByRole('region', { name: 'Datasets' })).getByRole('link', { name: /^Kaggle/ });
  const hint = within(link).getByText('（在新分頁開啟）');
  expect(hint.closest('[lang]')).toHaveAttribute('lang', 'zh-HK');
});
