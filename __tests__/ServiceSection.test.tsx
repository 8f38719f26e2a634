import { screen, within } from '@testing-library/react';
import { ServiceSection } from '../src/sections/ServiceSection';
import { services } from './helpers/data';
import { site } from '../src/data/site';
import { translator } from './helpers/locales';
import { renderWithI18n } from './helpers/renderWithI18n';

const service = (id: string) => {
  const found = services.find((s) => s.sectionId === id);
  if (!found) throw new Error(`data/services.json has no ${id}`);
  return found;
};

/** The spec's three sections and the feature cards each shows, in order (keys of services.json › features). */
const sections = [
  { id: 'data-career', features: ['careerStrategy', 'resumeReview', 'interviewPrep'] },
  { id: 'data-strategy', features: ['dataStrategy', 'workflowAutomation', 'aiIntegration'] },
  { id: 'collaborations', features: ['speaking', 'workshops', 'community'] },
];

describe.each(['en', 'zh'] as const)('ServiceSection (%s)', (language) => {
  const t = translator(language);
  const external = (key: string) => `${t(key)} ${t('nav:newTab')}`;

  it.each(sections)('$id: the section id, its heading, intro and three feature cards', ({ id, features }) => {
    renderWithI18n(<ServiceSection service={service(id)} alt={false} />, { language });
    const region = screen.getByRole('region', { name: t(`services:${id}.title`) });
    expect(region).toHaveAttribute('id', id);
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(t(`services:${id}.title`));
    expect(within(region).getByText(t(`services:${id}.intro`))).toBeInTheDocument();
    const cards = within(region).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(
      features.map((key) => t(`services:features.${key}.title`)),
    );
    cards.forEach((card, index) =>
      expect(within(card).getByText(t(`services:features.${features[index]}.text`))).toBeInTheDocument(),
    );
  });

  it.each(sections.slice(0, 2))('$id: its call-to-action text and a link to book a demo call', ({ id }) => {
    renderWithI18n(<ServiceSection service={service(id)} alt />, { language });
    expect(screen.getByText(t(`services:${id}.ctaText`))).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(external('home:cta.bookDemo'));
    expect(links[0]).toHaveAttribute('href', site.links.consultation);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('collaborations: the call-to-action panel with the three hero buttons, no demo call', () => {
    renderWithI18n(<ServiceSection service={service('collaborations')} alt={false} />, { language });
    expect(screen.getByRole('heading', { level: 3, name: t('home:cta.panelTitle') })).toBeInTheDocument();
    expect(screen.getByText(t('home:cta.panelText'))).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    const buttons = [
      ['home:hero.getDataJob', site.links.dataJob],
      ['home:hero.transformBusiness', site.links.consultation],
      ['home:hero.course', site.links.course],
    ];
    expect(links).toHaveLength(buttons.length);
    links.forEach((link, index) => {
      expect(link).toHaveAccessibleName(external(buttons[index][0]));
      expect(link).toHaveAttribute('href', buttons[index][1]);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
  });
});
