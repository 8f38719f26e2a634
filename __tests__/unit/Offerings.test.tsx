// Scrolling to the sections: browser/site.spec.ts and browser/a11y.spec.ts.
import { screen, within } from '@testing-library/react';
import { learnMoreName } from '../../src/i18n/filled';
import { Offerings } from '../../src/sections/Offerings';
import { services } from '../support/data';
import { LANGUAGE_CODES, translator, sameText } from '../support/locales';
import { renderWithI18n } from '../support/renderWithI18n';

/** The services, in order (data/services.json; their ids: __tests__/unit/spec.test.tsx). */
const ids = services.map((service) => service.sectionId);

describe.each(LANGUAGE_CODES)('Offerings (%s)', (language) => {
  it('shows its heading and one card per service, in order, each linking to its section', () => {
    const t = translator(language);
    renderWithI18n(<Offerings services={services} />, { language });
    expect(screen.queryByRole('region')).toBeNull(); // the sections its cards lead to are regions
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(t('home:offerings.title'));
    expect(screen.getByText(sameText(t('home:offerings.subtitle')))).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(ids.length);
    items.forEach((item, index) => {
      const service = t(`services:${ids[index]}.title`);
      expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent(service);
      expect(within(item).getByText(sameText(t(`services:${ids[index]}.summary`)))).toBeInTheDocument();
      const link = within(item).getByRole('link', { name: learnMoreName(t, service) });
      expect(link).toHaveAttribute('href', `#${ids[index]}`);
      expect(link).toHaveTextContent(t('home:offerings.learnMore'));
      expect(link).not.toHaveAttribute('target');
    });
  });
});
