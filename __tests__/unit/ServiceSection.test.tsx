import { screen, within } from '@testing-library/react';
import { ServiceSection } from '../../src/sections/ServiceSection';
import { services } from '../support/data';
import { site } from '../../src/data/site';
import { newTabName } from '../../src/i18n/filled';
import { translator } from '../support/locales';
import { renderWithI18n } from '../support/renderWithI18n';

const demoCall = [['home:cta.bookDemo', site.links.consultation]];
const heroButtons = [
  ['home:hero.getDataJob', site.links.dataJob],
  ['home:hero.transformBusiness', site.links.consultation],
  ['home:hero.course', site.links.course],
];
/** The three sections: their feature cards (keys of services.json › features), call-to-action texts and links. */
const sections = [
  {
    id: 'data-career',
    features: ['careerStrategy', 'resumeReview', 'interviewPrep'],
    cta: { panel: [], texts: ['services:data-career.ctaText'], links: demoCall },
  },
  {
    id: 'data-strategy',
    features: ['dataStrategy', 'workflowAutomation', 'aiIntegration'],
    cta: { panel: [], texts: ['services:data-strategy.ctaText'], links: demoCall },
  },
  {
    id: 'collaborations',
    features: ['speaking', 'workshops', 'community'],
    cta: { panel: ['home:cta.panelTitle'], texts: ['home:cta.panelText'], links: heroButtons },
  },
];

describe.each(['en', 'zh'] as const)('ServiceSection (%s)', (language) => {
  const t = translator(language);

  it.each(sections)('$id: its id, heading, intro, feature cards and calls to action', ({ id, features, cta }) => {
    const service = services.find((s) => s.sectionId === id)!;
    renderWithI18n(<ServiceSection service={service} alt={false} />, { language });
    const region = screen.getByRole('region', { name: t(`services:${id}.title`) });
    expect(region).toHaveAttribute('id', id);
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(t(`services:${id}.title`));
    expect(within(region).getByText(t(`services:${id}.intro`))).toBeInTheDocument();
    const cards = within(region).getAllByRole('listitem');
    expect(cards).toHaveLength(features.length);
    cards.forEach((card, index) =>
      expect(within(card).getByText(t(`services:features.${features[index]}.text`))).toBeInTheDocument(),
    );
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([...features.map((key) => `services:features.${key}.title`), ...cta.panel].map((key) => t(key)));
    for (const key of cta.texts) expect(within(region).getByText(t(key))).toBeInTheDocument();
    const links = within(region).getAllByRole('link');
    expect(links).toHaveLength(cta.links.length);
    links.forEach((link, index) => {
      expect(link).toHaveAccessibleName(newTabName(t, t(cta.links[index][0])));
      expect(link).toHaveAttribute('href', cta.links[index][1]);
    });
  });
});
