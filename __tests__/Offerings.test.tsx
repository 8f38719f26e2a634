import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Offerings } from '../src/sections/Offerings';
import { GlobalStyles } from '../src/styles/GlobalStyles';
import { services } from './helpers/data';
import { translator } from './helpers/locales';
import { renderWithI18n } from './helpers/renderWithI18n';

/** The spec's three services, in order. */
const ids = ['data-career', 'data-strategy', 'collaborations'];

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

  it.each(['en', 'zh'] as const)('shows its heading and one card per service, in order (%s)', (language) => {
    const t = translator(language);
    renderWithI18n(<Offerings services={services} />, { language });
    const region = screen.getByRole('region', { name: t('home:offerings.title') });
    expect(within(region).getByText(t('home:offerings.subtitle'))).toBeInTheDocument();
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(ids.length);
    items.forEach((item, index) => {
      expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent(t(`services:${ids[index]}.title`));
      expect(within(item).getByText(t(`services:${ids[index]}.summary`))).toBeInTheDocument();
    });
  });

  it.each(['en', 'zh'] as const)('gives each card a link to its section (%s)', (language) => {
    const t = translator(language);
    renderWithI18n(<Offerings services={services} />, { language });
    screen.getAllByRole('listitem').forEach((item, index) => {
      const service = t(`services:${ids[index]}.title`);
      const link = within(item).getByRole('link', {
        name: t('home:offerings.learnMoreAbout', { learnMore: t('home:offerings.learnMore'), service }),
      });
      expect(link).toHaveAttribute('href', `#${ids[index]}`);
      expect(link).toHaveTextContent(t('home:offerings.learnMore'));
      expect(link).not.toHaveAttribute('target');
    });
  });

  it('scrolls by in-page link: clicking a card’s link targets the section, with no script', async () => {
    // jsdom has no scrollIntoView: stand one in, to see that nothing calls it.
    const original = Element.prototype.scrollIntoView;
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    try {
      const user = userEvent.setup();
      renderWithI18n(<HomeExcerpt />);
      const t = translator('en');
      for (const id of ids) {
        const name = t('home:offerings.learnMoreAbout', {
          learnMore: t('home:offerings.learnMore'),
          service: t(`services:${id}.title`),
        });
        await user.click(screen.getByRole('link', { name }));
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
