import { screen, within } from '@testing-library/react';
import { type Service, ServiceSection } from '../../src/sections/ServiceSection';
import { services } from '../support/data';
import { site } from '../../src/data/site';
import { newTabName } from '../../src/i18n/filled';
import { LANGUAGE_CODES, sameName, translator, sameText } from '../support/locales';
import { HERO_BUTTONS } from '../support/pages';
import { renderWithI18n } from '../support/renderWithI18n';

/** A call to action: the key of its label (and of its name, when longer), its link, and whether it opens a new tab. */
type Cta = { key: string; name?: string; href: string; newTab: boolean };
/** A section's demo call: the spec's label, and a name saying whose consultation it books. */
const demoCall = (id: string): Cta => ({
  key: `services:${id}.ctaButton`,
  name: `services:${id}.ctaName`,
  href: site.links.consultation,
  newTab: true,
});
/** Organisers' next step: the site's one email address (data/site.json), as a plain mailto link. */
const email: Cta = { key: 'home:cta.email', href: `mailto:${site.email}`, newTab: false };
const heroButtons: Cta[] = HERO_BUTTONS.map((button) => ({ ...button, newTab: true }));
/** How a section ends (services.json › cta; which section has which: spec.test.tsx): its demo call, or the email
 * and the closing panel, which repeats the hero buttons. */
const ctaOf = ({ sectionId: id, cta }: Service) =>
  cta === 'demo'
    ? { panel: [], texts: [`services:${id}.ctaText`], links: [demoCall(id)] }
    : {
        panel: ['home:cta.panelTitle'],
        texts: [`services:${id}.ctaText`, 'home:cta.panelText'],
        links: [email, ...heroButtons],
      };

describe.each(LANGUAGE_CODES)('ServiceSection (%s)', (language) => {
  const t = translator(language);

  it.each(services)('$sectionId: its id, heading, intro, feature cards and calls to action', (service) => {
    const [id, features, cta] = [service.sectionId, service.features.map(({ key }) => key), ctaOf(service)];
    renderWithI18n(<ServiceSection service={service} alt={false} />, { language });
    const region = screen.getByRole('region', { name: t(`services:${id}.title`) });
    expect(region).toHaveAttribute('id', id);
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(t(`services:${id}.title`));
    expect(within(region).getByText(sameText(t(`services:${id}.intro`)))).toBeInTheDocument();
    const cards = within(region).getAllByRole('listitem');
    expect(cards).toHaveLength(features.length);
    cards.forEach((card, index) =>
      expect(within(card).getByText(sameText(t(`services:features.${features[index]}.text`)))).toBeInTheDocument(),
    );
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([...features.map((key) => `services:features.${key}.title`), ...cta.panel].map((key) => t(key)));
    for (const key of cta.texts) expect(within(region).getByText(sameText(t(key)))).toBeInTheDocument();
    const links = within(region).getAllByRole('link');
    expect(links).toHaveLength(cta.links.length);
    links.forEach((link, index) => {
      const { key, name = key, href, newTab } = cta.links[index];
      expect(link).toHaveAccessibleName(newTab ? newTabName(t, t(name)) : t(name));
      expect(link).toHaveAttribute('href', href);
      if (!newTab) expect(link).not.toHaveAttribute('target');
      expect(link.textContent).toBe(t(key));
    });
  });

  // Its name, address, no target and place among the links: the test above. getByRole skips aria-hidden elements.
  it('puts the email’s line before it, both before the closing panel, which names the course', () => {
    const collaborations = services.find((s) => s.cta === 'panel')!;
    renderWithI18n(<ServiceSection service={collaborations} alt={false} />, { language });
    const region = screen.getByRole('region', { name: t('services:collaborations.title') });
    const mail = within(region).getByRole('link', { name: t('home:cta.email') });
    const line = within(region).getByText(sameText(t('services:collaborations.ctaText')));
    const panel = within(region).getByRole('heading', { level: 3, name: sameName(t('home:cta.panelTitle')) });
    expect(line.compareDocumentPosition(mail) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(mail.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('gives each demo call a name of its own, career or business', () => {
    const names = services.filter((s) => s.cta === 'demo').map((s) => t(`services:${s.sectionId}.ctaName`));
    expect(new Set(names).size).toBe(names.length);
  });
});
