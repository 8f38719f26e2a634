import { screen } from '@testing-library/react';
import { Hero } from '../../src/sections/Hero';
import { newTabName } from '../../src/i18n/filled';
import { EXPERIENCE_YEARS } from '../../src/site/constants';
import { sameName, sameText, translator } from '../support/locales';
import { HERO_BUTTONS as buttons } from '../support/pages';
import { renderWithI18n } from '../support/renderWithI18n';
import { LANGUAGE_CODES } from '../../src/i18n/languages';

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
  });

  it('is no region (the h1 names the page), and reads the h1, eyebrow, subtitle, proof and buttons in order', () => {
    renderWithI18n(<Hero />, { language });
    expect(screen.queryByRole('region')).toBeNull();
    const heading = screen.getByRole('heading', { level: 1, name: sameName(t('home:hero.title')) });
    const texts = ['eyebrow', 'subtitle', 'proof'].map((key) => screen.getByText(sameText(t(`home:hero.${key}`))));
    // The proof: the data analyst's years of src/site/constants.ts.
    expect(texts[2].textContent).toMatch(new RegExp(`(^|\\D)${EXPERIENCE_YEARS.dataAnalyst}(\\D|$)`));
    const order = [heading, ...texts, screen.getAllByRole('link')[0]];
    for (const [i, next] of order.slice(1).entries())
      expect(order[i].compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
