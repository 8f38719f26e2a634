import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Offerings } from '../src/sections/Offerings';
import { GlobalStyles } from '../src/styles/GlobalStyles';
import { services } from './helpers/data';
import { renderWithI18n } from './helpers/renderWithI18n';

const cards = [
  { id: 'data-career', en: 'Data Career Coaching', zh: '數據職涯教練' },
  { id: 'data-strategy', en: 'Data Strategy Consulting', zh: '數據策略顧問' },
  { id: 'collaborations', en: 'Collaborations', zh: '合作機會' },
];

/** Offerings with the three sections its links point at, as on the home page. */
function HomeExcerpt() {
  return (
    <>
      <GlobalStyles />
      <Offerings services={services} />
      {services.map((service) => (
        <section key={service.sectionId} id={service.sectionId} aria-label={service.sectionId} />
      ))}
    </>
  );
}

/** The rules of the document's style sheets inside `@media <condition>`, as text. */
function rulesUnderMedia(condition: string): string {
  const texts: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (rule instanceof CSSMediaRule && rule.media.mediaText === condition) {
        texts.push(...Array.from(rule.cssRules).map((inner) => inner.cssText));
      }
    }
  }
  return texts.join('\n');
}

describe('Offerings', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));
  afterEach(() => jest.restoreAllMocks());

  it('shows the Core Offerings heading and three service cards (en)', () => {
    renderWithI18n(<Offerings services={services} />);
    const region = screen.getByRole('region', { name: 'Core Offerings' });
    expect(within(region).getByText('Three ways we can work together.')).toBeInTheDocument();
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    items.forEach((item, index) => {
      expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent(cards[index].en);
    });
    expect(within(items[0]).getByText(/^Break into data analytics with a clear plan/)).toBeInTheDocument();
  });

  it.each(['en', 'zh'] as const)('gives each card a Learn More link to its section (%s)', (language) => {
    renderWithI18n(<Offerings services={services} />, { language });
    const items = screen.getAllByRole('listitem');
    items.forEach((item, index) => {
      const { id, [language]: title } = cards[index];
      expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent(title);
      const name = language === 'en' ? `Learn more about ${title}` : `了解更多：${title}`;
      const link = within(item).getByRole('link', { name });
      expect(link).toHaveAttribute('href', `#${id}`);
      expect(link).toHaveTextContent(language === 'en' ? 'Learn More' : '了解更多');
      expect(link).not.toHaveAttribute('target');
    });
  });

  it('scrolls by in-page link: clicking Learn More targets the section, with no script', async () => {
    // jsdom has no scrollIntoView: stand one in, to see that nothing calls it.
    const original = Element.prototype.scrollIntoView;
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    try {
      const user = userEvent.setup();
      renderWithI18n(<HomeExcerpt />);
      for (const { id, en } of cards) {
        await user.click(screen.getByRole('link', { name: `Learn more about ${en}` }));
        await waitFor(() => expect(window.location.hash).toBe(`#${id}`));
        expect(document.querySelector(':target')).toBe(screen.getByRole('region', { name: id }));
      }
      // The browser does the scrolling (with the CSS below), not JavaScript.
      expect(scrollIntoView).not.toHaveBeenCalled();
      expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('scrolls smoothly unless the visitor prefers reduced motion', () => {
    renderWithI18n(<HomeExcerpt />);
    expect(rulesUnderMedia('(prefers-reduced-motion: no-preference)')).toMatch(
      /html\s*\{\s*scroll-behavior:\s*smooth;?\s*\}/,
    );
    expect(rulesUnderMedia('(prefers-reduced-motion: reduce)')).toMatch(/scroll-behavior:\s*auto\s*!important/);
  });
});
