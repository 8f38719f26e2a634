// The spec's fixed values as the spec writes them (§4, §7, §9); other tests read them from the code, so only this
// file fails when one changes there.
import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import expertise from '../../data/expertise.json';
import services from '../../data/services.json';
import SPEC_LABELS from '../../gatsby/content/specLabels.json';
import { ErrorBoundary } from '../../src/components/ErrorBoundary';
import { ExternalLink } from '../../src/components/ExternalLink';
import { CurrentYear, Footer } from '../../src/components/Footer';
import { DETECTION } from '../../src/i18n/detect';
import { i18nextOptions } from '../../src/i18n/i18nextOptions';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../src/i18n/languages';
import { COURSE_WEEKS, EXPERIENCE_YEARS, RESOURCE_COUNTS } from '../../src/site/constants';
import { PAGE_PATHS } from '../support/pages';
import { renderWithI18n } from '../support/renderWithI18n';
import { wrapRootElement } from '../../src/wrapRootElement';

describe("the spec's fixed values", () => {
  it('languages: en shown with flag us and EN, zh with flag hk and 中; en is default and fallback', () => {
    expect(LANGUAGES.map(({ code, flag, label }) => ({ code, flag, label }))).toEqual([
      { code: 'en', flag: 'us', label: 'EN' },
      { code: 'zh', flag: 'hk', label: '中' },
    ]);
    expect([DEFAULT_LANGUAGE, i18nextOptions.fallbackLng]).toEqual(['en', 'en']);
  });

  it('the routes: home, about and resources in each language', () => {
    expect(PAGE_PATHS).toEqual(['/', '/about/', '/resources/', '/zh/', '/zh/about/', '/zh/resources/']);
  });

  it('detection: lng, cookie i18next, localStorage i18nextLng (the cache: headScript.test.ts), sessionStorage, browser, html tag', () => {
    expect(DETECTION).toEqual({
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      ...{ lookupQuerystring: 'lng', lookupCookie: 'i18next' },
      ...{ lookupLocalStorage: 'i18nextLng', lookupSessionStorage: 'i18nextLng' },
    });
  });

  it('interpolation does not escape; the loader retries 5 times from 350 ms, 10 reads in parallel', () => {
    expect(i18nextOptions.interpolation?.escapeValue).toBe(false);
    expect(i18nextOptions).toMatchObject({ maxRetries: 5, retryTimeout: 350, maxParallelReads: 10 });
  });

  it('the application is mounted in strict mode', () => {
    expect(wrapRootElement({ element: null }).type).toBe(StrictMode);
  });

  it('a 12-week course, 4+ years as a data analyst and 3+ as a research analyst', () => {
    expect(COURSE_WEEKS).toBe(12);
    expect(EXPERIENCE_YEARS).toEqual({ dataAnalyst: 4, researchAnalyst: 3 });
  });

  it('resources: 4 YouTube channels, 3 dataset sites, 4 coding practice sites (the content check counts data/)', () => {
    expect(RESOURCE_COUNTS).toEqual({ youtube: 4, datasets: 3, coding: 4 });
  });

  it('the fixed English labels: hero and nav buttons, Learn More, the demo calls, the feature and expertise cards', () => {
    // The content check holds locales/en/ to specLabels.json (rule spec-label).
    expect(SPEC_LABELS).toEqual({
      'nav:getDataJob': 'Get a Data Job',
      'home:hero.getDataJob': 'Get a Data Job',
      'home:hero.transformBusiness': 'Transform Your Business',
      'home:offerings.learnMore': 'Learn More',
      'services:data-career.ctaButton': 'Book a Demo Call',
      'services:data-strategy.ctaButton': 'Book a Demo Call',
      'services:features.careerStrategy.title': 'Career Strategy',
      'services:features.resumeReview.title': 'Resume Review',
      'services:features.interviewPrep.title': 'Interview Prep',
      'services:features.dataStrategy.title': 'Data Strategy',
      'services:features.workflowAutomation.title': 'Workflow Automation',
      'services:features.aiIntegration.title': 'AI Integration',
      'services:features.speaking.title': 'Speaking Engagements',
      'services:features.workshops.title': 'Workshops',
      'services:features.community.title': 'Community Events',
      'about:expertise.dataAnalytics.title': 'Data Analytics',
      'about:expertise.careerGuidance.title': 'Career Guidance',
      'about:expertise.businessSolutions.title': 'Business Solutions',
    });
    expect(expertise.map(({ key }) => key)).toEqual(['dataAnalytics', 'careerGuidance', 'businessSolutions']);
  });

  it('the home page sections, each with its feature cards (titles above) and a demo call, or the hero buttons', () => {
    expect(services.map((s) => [s.sectionId, s.features.map(({ key }) => key), s.cta])).toEqual([
      ['data-career', ['careerStrategy', 'resumeReview', 'interviewPrep'], 'demo'],
      ['data-strategy', ['dataStrategy', 'workflowAutomation', 'aiIntegration'], 'demo'],
      ['collaborations', ['speaking', 'workshops', 'community'], 'panel'],
    ]);
  });

  it('a link to another site opens a new tab with rel="noopener noreferrer"', () => {
    renderWithI18n(
      <>
        <ExternalLink href="https://example.org/a">a</ExternalLink>
        <ExternalLink href="https://example.org/b">
          <span>b</span>
        </ExternalLink>
      </>,
    );
    for (const link of screen.getAllByRole('link')) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('an error while rendering shows the heading "Unexpected Application Error!"', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Boom = (): never => {
      throw new Error('boom');
    };
    renderWithI18n(
      <ErrorBoundary>
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unexpected Application Error!');
    jest.restoreAllMocks();
  });

  it("the footer shows the visitor's year: the build's in the HTML, the visitor's once hydrated", () => {
    jest.useFakeTimers({ now: new Date('2031-01-01T12:00:00Z') });
    const errors = jest.spyOn(console, 'error');
    try {
      const container = document.body.appendChild(document.createElement('p'));
      container.innerHTML = renderToString(<CurrentYear />);
      // The build's year (site.buildTime; 2030 in __tests__/support/gatsbyMock.tsx), whatever the server's clock.
      expect(container).toHaveTextContent(/^2030$/);
      act(() => void hydrateRoot(container, <CurrentYear />));
      expect(container).toHaveTextContent(/^2031$/);
      expect(errors).not.toHaveBeenCalled();
      renderWithI18n(<Footer />);
      expect(screen.getByRole('contentinfo')).toHaveTextContent(/©\s*2031\b/);
    } finally {
      errors.mockRestore();
      jest.useRealTimers();
    }
  });
});
