import { screen, within } from '@testing-library/react';
import AboutPage from '../src/pages/about';
import { site } from '../src/data/site';
import { expertise } from './helpers/data';
import { loadLocales, translator } from './helpers/locales';
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

/** The spec's three areas of expertise, in order (keys of about.json › expertise). */
const areas = ['dataAnalytics', 'careerGuidance', 'businessSolutions'];

describe.each(['en', 'zh'] as const)('AboutPage (%s)', (language) => {
  const t = translator(language);

  it('shows the title in <main> and the experience paragraphs, in order', () => {
    renderAbout(language);
    const title = screen.getByRole('heading', { level: 1 });
    expect(title).toHaveTextContent(t('about:title'));
    expect(screen.getByRole('main')).toContainElement(title);
    const experience = loadLocales()[language].about.experience as string[];
    expect(experience).toHaveLength(3);
    expect(introParagraphs()).toEqual(experience);
  });

  it('shows the portrait with its text alternative, loaded at once', () => {
    renderAbout(language);
    const portrait = screen.getByRole('img', { name: t('about:imageAlt') });
    expect(portrait).toHaveAttribute('loading', 'eager');
    expect(portrait).toHaveAttribute('src', testImage.images.fallback?.src);
  });

  it('states the mission in a region named by its heading', () => {
    renderAbout(language);
    const region = screen.getByRole('region', { name: t('about:missionTitle') });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(t('about:missionTitle'));
    expect(within(region).getByText(t('about:mission'))).toBeInTheDocument();
  });

  it('shows the three expertise cards in the order of data/expertise.json', () => {
    renderAbout(language);
    const region = screen.getByRole('region', { name: t('about:expertiseTitle') });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(
      areas.map((key) => t(`about:expertise.${key}.title`)),
    );
    items.forEach((item, index) =>
      expect(within(item).getByText(t(`about:expertise.${areas[index]}.text`))).toBeInTheDocument(),
    );
  });

  it('sits in the shared layout: navigation and footer in the page language', () => {
    renderAbout(language);
    expect(screen.getByRole('navigation', { name: t('nav:primary') })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(t('footer:rights', { brand: site.brand }));
  });
});
