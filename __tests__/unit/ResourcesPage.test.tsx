// The number of links per group and that each opens in a new tab: __tests__/unit/spec.test.tsx.
import { pageById } from '../../src/site/pages';
import { screen, within } from '@testing-library/react';
import { resourceGroups as groups, resources, resourcesPage as page } from '../support/data';
import { newTabNote } from '../../src/i18n/filled';
import { DEFAULT_LANGUAGE } from '../../src/i18n/languages';
import {
  LANGUAGE_CODES,
  type LanguageCode,
  PREFIXED_LANGUAGES,
  sameName,
  sameText,
  translator,
} from '../support/locales';
import { renderSitePage } from '../support/pageProps';

const renderResources = (language: LanguageCode) => renderSitePage(pageById('resources'), language);

const groupSection = (key: string) =>
  screen.getByText(sameText(groups.find((g) => g.key === key)!.title)).closest('section')!;

describe.each(LANGUAGE_CODES)('the resources page (%s)', (language) => {
  it('is in English: the title, the intro, the group headings and descriptions; a note says so, but in the default language', () => {
    renderResources(language);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(page.title);
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByText(sameText(page.intro))).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining(groups.map((group) => group.title)),
    );
    for (const group of groups) expect(screen.getByText(sameText(group.description))).toBeInTheDocument();
    const note = screen.queryAllByText(sameText(translator(language)('resources:languageNote')));
    expect(note).toHaveLength(language === DEFAULT_LANGUAGE ? 0 : 1);
  });

  it('shows each card with its English title, the link, and description', () => {
    renderResources(language);
    const t = translator(language);
    expect(screen.queryByRole('region')).toBeNull();
    for (const resource of resources) {
      const link = screen.getByRole('link', { name: sameName(`${resource.title}${newTabNote(t)}`) });
      expect(groupSection(resource.group)).toContainElement(link);
      expect(link).toHaveAttribute('href', resource.link);
      expect(link.closest('li')).toHaveTextContent(resource.description);
    }
  });
});

it.each(PREFIXED_LANGUAGES)('the resources page ($code): layout and links in $code, titles in English', (lang) => {
  const t = translator(lang.code);
  renderResources(lang.code);
  expect(screen.getByRole('navigation', { name: t('nav:primary') })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: t('footer:quickLinksTitle') })).toBeInTheDocument();
  const link = within(groupSection(resources[0].group)).getAllByRole('link')[0];
  expect(link).toHaveAttribute('lang', lang.htmlLang);
  expect(within(link).getByText(sameText(resources[0].title))).toHaveAttribute('lang', 'en');
  const note = screen.getByText(sameText(t('resources:languageNote')));
  expect(note).toHaveAttribute('lang', lang.htmlLang);
  expect(note.compareDocumentPosition(screen.getByRole('heading', { level: 1 }))).toBe(
    Node.DOCUMENT_POSITION_FOLLOWING,
  );
});
