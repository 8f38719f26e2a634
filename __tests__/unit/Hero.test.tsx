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

  it('is a region named by its title, the page heading, with the eyebrow and subtitle', () => {
    renderWithI18n(<Hero />, { language });
    const hero = screen.getByRole('region', { name: sameName(t('home:hero.title')) });
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(t('home:hero.title'));
    expect(within(hero).getByText(sameText(t('home:hero.subtitle')))).toBeInTheDocument();
    expect(within(hero).getByText(t('home:hero.eyebrow'))).toBeInTheDocument();
  });

  it('has the three buttons to the external pages, in a new tab', () => {
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
  });

  it('shows the proof, the data analyst’s years of src/site/constants.ts, after the subtitle and before the buttons', () => {
    renderWithI18n(<Hero />, { language });
    const hero = screen.getByRole('region', { name: sameName(t('home:hero.title')) });
    const proof = within(hero).getByText(sameText(t('home:hero.proof')));
    expect(proof.textContent).toMatch(new RegExp(`(^|\\D)${EXPERIENCE_YEARS.dataAnalyst}(\\D|$)`));
    const subtitle = within(hero).getByText(sameText(t('home:hero.subtitle')));
    expect(subtitle.compareDocumentPosition(proof) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      proof.compareDocumentPosition(within(hero).getAllByRole('link')[0]) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('names the course where it offers it', () => {
    renderWithI18n(<Hero />, { language });
    const course = screen.getAllByRole('link').find((link) => link.getAttribute('href') === site.links.course);
    expect(namesCourse(t, course?.textContent ?? null)).toBe(true);
  });
});
