import { screen, within } from '@testing-library/react';
import { Hero } from '../../src/sections/Hero';
import { site } from '../../src/data/site';
import { newTabName } from '../../src/i18n/filled';
import { EXPERIENCE_YEARS } from '../../src/site/constants';
import { namesCourse, sameName, sameText, translator } from '../support/locales';
import { renderWithI18n } from '../support/renderWithI18n';
import { LANGUAGE_CODES } from '../../src/i18n/languages';

const buttons = [
  { key: 'home:hero.getDataJob', href: site.links.dataJob },
  { key: 'home:hero.transformBusiness', href: site.links.consultation },
  { key: 'home:hero.course', href: site.links.course },
];

describe.each(LANGUAGE_CODES)('Hero (%s)', (language) => {
  const t = translator(language);

  it('has the three buttons to the external pages, in a new tab, the course named', () => {
    renderWithI18n(<Hero />, { language });
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(buttons.length);
    buttons.forEach((button, index) => {
      const link = links[index];
      expect(link).toHaveAccessibleName(newTabName(t, t(button.key)));
      expect(link).toHaveAttribute('href', button.href);
      // The new tab shown as well as said (WCAG 3.2.5): an arrow hidden from the accessibility tree.
      expect(link.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    });
    // The course's button names the course.
    expect(namesCourse(t, links[buttons.findIndex(({ href }) => href === site.links.course)].textContent)).toBe(true);
  });

  it('is a region named by its title, the page heading, with the eyebrow, subtitle, proof and buttons in order', () => {
    renderWithI18n(<Hero />, { language });
    const hero = screen.getByRole('region', { name: sameName(t('home:hero.title')) });
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(t('home:hero.title'));
    expect(within(hero).getByText(sameText(t('home:hero.eyebrow')))).toBeInTheDocument();
    // The proof: the data analyst's years of src/site/constants.ts.
    const proof = within(hero).getByText(sameText(t('home:hero.proof')));
    expect(proof.textContent).toMatch(new RegExp(`(^|\\D)${EXPERIENCE_YEARS.dataAnalyst}(\\D|$)`));
    const subtitle = within(hero).getByText(sameText(t('home:hero.subtitle')));
    expect(subtitle.compareDocumentPosition(proof) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      proof.compareDocumentPosition(within(hero).getAllByRole('link')[0]) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
