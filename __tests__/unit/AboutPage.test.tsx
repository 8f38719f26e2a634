import { pageById } from '../../src/site/pages';
import { screen, within } from '@testing-library/react';
import { site } from '../../src/data/site';
import { rightsText } from '../../src/i18n/filled';
import { LANGUAGE_CODES, type LanguageCode, loadLocales, plain, translator, sameText } from '../support/locales';
import { renderSitePage, testImage } from '../support/pageProps';

const renderAbout = (language: LanguageCode) => renderSitePage(pageById('about'), language);

/** The three areas of expertise, in order (keys of about.json › expertise). */
const areas = ['dataAnalytics', 'careerGuidance', 'businessSolutions'];

describe.each(LANGUAGE_CODES)('AboutPage (%s)', (language) => {
  const t = translator(language);

  it('shows the title in <main>, the experience paragraphs in order, and the portrait, loaded at once', () => {
    renderAbout(language);
    const title = screen.getByRole('heading', { level: 1 });
    expect(title).toHaveTextContent(t('about:title'));
    expect(screen.getByRole('main')).toContainElement(title);
    const experience = loadLocales()[language].about.experience as string[];
    expect(experience).toHaveLength(3);
    const intro = [...title.parentElement!.querySelectorAll('p')].map((p) => plain(p.textContent!));
    expect(intro).toEqual(experience.map(plain));
    const portrait = screen.getByRole('img', { name: t('about:imageAlt') });
    expect(portrait).toHaveAttribute('loading', 'eager');
    expect(portrait).toHaveAttribute('src', testImage.images.fallback?.src);
  });

  it('states the mission, then the three expertise cards in order, in the shared layout', () => {
    renderAbout(language);
    expect(screen.queryByRole('region')).toBeNull(); // its h2s structure it
    const [mission, expertise] = screen.getAllByRole('heading', { level: 2 }).map((h2) => h2.closest('section')!);
    expect(mission).toHaveTextContent(t('about:missionTitle'));
    expect(within(mission).getByText(sameText(t('about:mission')))).toBeInTheDocument();
    const items = within(expertise).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(
      areas.map((key) => t(`about:expertise.${key}.title`)),
    );
    items.forEach((item, index) =>
      expect(within(item).getByText(sameText(t(`about:expertise.${areas[index]}.text`)))).toBeInTheDocument(),
    );
    expect(screen.getByRole('navigation', { name: t('nav:primary') })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(rightsText(t, site.brand));
  });

  it('ends with the next step: the spec’s calls to get a data job or book a consultation, and the course named', () => {
    renderAbout(language);
    const last = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).at(-1)!.closest('section')!;
    expect(last).toHaveTextContent(t('about:nextTitle'));
    const hrefs = within(last)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining([site.links.dataJob, site.links.consultation, site.links.course]));
  });
});
