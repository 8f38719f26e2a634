import resourceGroups from '../../data/resourceGroups.json';
import resources from '../../data/resources.json';
import services from '../../data/services.json';
import { BAR_PAGES, PAGES, type PageId } from '../../src/site/pages';
import { COPY_DECK_PATH } from './copyDeck';

/**
 * Where each string appears, for the copy deck: its group (in the order a visitor meets them), its places, the control
 * it names when no page shows it as text, and the page and section that show it. A string is `source:key`: a
 * namespace of locales/ (`home:hero.title`) or a file of data/ (`data/resources:[0].title`).
 * The first rule matching wins; `*` is one part of a key, `**` the rest of it, `{a,b}` either. A rule's keys are
 * listed in their file's order, which is their order in the deck. Each page of src/site/pages.ts is a group of its
 * own, named after its label in the navigation bar (groupTitle); its strings file's keys land there unless a rule
 * below says otherwise.
 */
const SHARED_GROUPS = ['footer', 'search', 'structuredData', 'review', 'unplaced'] as const;
export type Group = 'navigation' | PageId | (typeof SHARED_GROUPS)[number];
export const GROUPS: readonly Group[] = ['navigation', ...PAGES.map((page) => page.id), ...SHARED_GROUPS];

type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * A group's heading in the deck: a page in the navigation bar is named by its label there (review.json › groups.page
 * filled with `<id>:nav`), so adding such a page needs no review.json entry; any other group (a page without a label,
 * such as notFound, or a shared group) by review.json › groups.<group>.
 */
export const groupTitle = (t: Translate, group: Group): string =>
  BAR_PAGES.some((page) => page.id === group)
    ? t('review:groups.page', { page: t(`${group}:nav`) })
    : t(`review:groups.${group}`);

export type Place =
  | 'text'
  | 'onFocus'
  | 'label'
  | 'alt'
  | 'title'
  | 'tab'
  | 'description'
  | 'linkPreview'
  | 'manifest'
  | 'structuredData'
  | 'unplaced';

/** The control or picture a string no page shows as text belongs to, named in review.json › controls. */
export type Control =
  | 'skipLink'
  | 'previewBanner'
  | 'brandLink'
  | 'navigation'
  | 'menuButton'
  | 'newTab'
  | 'languageButton'
  | 'flags'
  | 'learnMore'
  | 'aboutImage'
  | 'emailIcon'
  | 'socialIcons'
  | 'shareImage';

/** A page path without its language prefix, and the id of the element to scroll to, if one holds the string. */
type At = { page: string; section?: string };

type Rule = {
  keys: string;
  group: Group;
  places: Place[];
  control?: Control;
  /** Where to see it; a group's page (GROUP_PAGE) without. */
  at?: At | ((key: string, source: string) => At);
  /**
   * Ordered with the next rule's strings, by its place in the file, rather than before them: a screen-reader name
   * placed after the visible wording it is made of.
   */
  orderWithNext?: boolean;
};

/** The page a group's strings are on; navigation and footer are on every page, the home page stands for all. */
const GROUP_PAGE: Record<Group, string> = {
  navigation: '/',
  ...(Object.fromEntries(PAGES.map((page) => [page.id, page.path])) as Record<PageId, string>),
  footer: '/',
  search: '/',
  structuredData: '/',
  review: COPY_DECK_PATH,
  unplaced: '/',
};

/** <page>:meta.title and .description: the page whose head holds them. */
const metaPage = (_key: string, source: string): At => ({ page: GROUP_PAGE[source as PageId] ?? '/' });
/** Pages by what their head's texts become: not indexed (the 404 pages), the home page (also the manifest's). */
const ids = (pages: readonly { id: string }[]) => `{${pages.map((page) => page.id).join(',')}}`;
const NOT_INDEXED = ids(PAGES.filter((page) => !page.indexed));
const INDEXED = ids(PAGES.filter((page) => page.indexed && page.path !== '/'));
const HOME = PAGES.find((page) => page.path === '/')!.id;

/** services:<sectionId>.* and services:features.<key>.*: the home page's section of that service (data/services.json). */
const serviceSection = (key: string): At => {
  const [first, feature] = key.split('.');
  const service = services.find(
    ({ sectionId, features }) =>
      sectionId === first || (first === 'features' && features.some((f) => f.key === feature)),
  );
  return { page: '/', section: service?.sectionId };
};

/** The entry of a data/ array a key is in: `[3].title` -> 3. */
const entryOf = (key: string) => Number(/^\[(\d+)\]/.exec(key)?.[1] ?? -1);
const groupOf = (source: string, key: string) =>
  source === 'data/resourceGroups' ? resourceGroups[entryOf(key)]?.key : resources[entryOf(key)]?.group;

/** data/resourceGroups and data/resources: the section of their group on the Resources page. */
const resourceSection = (key: string, source: string): At => {
  const group = groupOf(source, key);
  return { page: '/resources/', section: group ? `group-${group}` : undefined };
};

export const RULES: Rule[] = [
  // First, as a page's own rules below match its whole file. A page not indexed (the 404 pages): its title is the
  // browser tab's, its description only a shared link's.
  { keys: `${NOT_INDEXED}:meta.title`, group: 'search', places: ['tab'], at: metaPage },
  { keys: `${NOT_INDEXED}:meta.description`, group: 'search', places: ['linkPreview'], at: metaPage },
  { keys: `${HOME}:meta.description`, group: 'search', places: ['description', 'manifest'], at: metaPage },
  { keys: `{${HOME},${INDEXED.slice(1, -1)}}:meta.title`, group: 'search', places: ['title'], at: metaPage },
  { keys: `${INDEXED}:meta.description`, group: 'search', places: ['description'], at: metaPage },
  { keys: 'nav:skipToContent', group: 'navigation', places: ['onFocus'], control: 'skipLink' },
  { keys: 'data/site:brand', group: 'navigation', places: ['text'] },
  { keys: 'nav:brandHome', group: 'navigation', places: ['label'], control: 'brandLink' },
  { keys: 'nav:primary', group: 'navigation', places: ['label'], control: 'navigation' },
  { keys: 'nav:{menuOpen,menuClose}', group: 'navigation', places: ['label'], control: 'menuButton' },
  { keys: `${ids(BAR_PAGES)}:nav`, group: 'navigation', places: ['text'] },
  { keys: 'nav:{courses,getDataJob}', group: 'navigation', places: ['text'] },
  { keys: 'nav:newTab', group: 'navigation', places: ['label'], control: 'newTab' },
  { keys: 'nav:language.current', group: 'navigation', places: ['label'], control: 'languageButton' },
  { keys: 'nav:language.flag*', group: 'navigation', places: ['alt'], control: 'flags' },
  { keys: 'home:hero.**', group: 'home', places: ['text'], at: { page: '/', section: 'hero-title' } },
  {
    keys: 'home:offerings.learnMoreAbout',
    group: 'home',
    places: ['label'],
    control: 'learnMore',
    at: { page: '/', section: 'offerings-title' },
    // After the visible button it names, so a reviewer meets "Learn More" itself first.
    orderWithNext: true,
  },
  { keys: 'home:offerings.**', group: 'home', places: ['text'], at: { page: '/', section: 'offerings-title' } },
  { keys: 'services:**', group: 'home', places: ['text'], at: serviceSection },
  { keys: 'home:cta.bookDemo', group: 'home', places: ['text'], at: { page: '/', section: services[0].sectionId } },
  { keys: 'home:cta.**', group: 'home', places: ['text'], at: { page: '/', section: services.at(-1)!.sectionId } },
  { keys: 'about:imageAlt', group: 'about', places: ['alt'], control: 'aboutImage' },
  {
    keys: 'about:{title,experience[*]}',
    group: 'about',
    places: ['text'],
    at: { page: '/about/', section: 'about-title' },
  },
  {
    keys: 'about:{missionTitle,mission}',
    group: 'about',
    places: ['text'],
    at: { page: '/about/', section: 'mission-title' },
  },
  { keys: 'about:expertise**', group: 'about', places: ['text'], at: { page: '/about/', section: 'expertise-title' } },
  { keys: 'data/resourcesPage:{title,intro}', group: 'resources', places: ['text'] },
  // One rule, so that each group's title comes before its resources (positionOf).
  {
    keys: 'data/{resourceGroups,resources}:[*].{title,description}',
    group: 'resources',
    places: ['text'],
    at: resourceSection,
  },
  { keys: 'footer:email', group: 'footer', places: ['label'], control: 'emailIcon' },
  { keys: 'footer:social', group: 'footer', places: ['label'], control: 'socialIcons' },
  { keys: 'data/site:social[*].label', group: 'footer', places: ['label'], control: 'socialIcons' },
  { keys: 'footer:**', group: 'footer', places: ['text'] },
  { keys: 'notFound:**', group: 'notFound', places: ['text'], at: { page: '/404/', section: 'not-found-title' } },
  { keys: 'nav:meta.{person,business,course}.**', group: 'structuredData', places: ['structuredData'] },
  { keys: 'nav:meta.siteName', group: 'search', places: ['linkPreview', 'manifest'] },
  { keys: 'nav:meta.shortName', group: 'search', places: ['manifest'] },
  { keys: 'nav:meta.ogImageAlt', group: 'search', places: ['linkPreview', 'alt'], control: 'shareImage' },
  { keys: 'review:pageTitle', group: 'review', places: ['tab'] },
  { keys: 'review:description', group: 'review', places: ['linkPreview'] },
  { keys: 'review:banner.label', group: 'review', places: ['label'], control: 'previewBanner' },
  { keys: 'review:**', group: 'review', places: ['text'] },
];

/**
 * After RULES: the rest of a page's strings file is text on the page, in its group (so a new page needs no rule; a
 * rule above can still name the section).
 */
export const PAGE_RULES: Rule[] = PAGES.map((page) => ({ keys: `${page.id}:**`, group: page.id, places: ['text'] }));

/**
 * The strings of data/ that are not copy: keys, orders, icons, addresses, facts and the notes of placeholders. Every
 * string of data/ matches a rule above or one of these (__tests__/unit/copyDeck/placements.test.ts), so a new text is placed.
 */
export const NOT_COPY = [
  'data/expertise:[*].{key,icon}',
  'data/resourceGroups:[*].key',
  'data/services:[*].{sectionId,icon,cta}',
  'data/services:[*].features[*].{key,icon}',
  'data/resources:[*].{group,link}',
  'data/site:{siteUrl,email,person,links,course,countryCode}**',
  'data/site:social[*].{network,url}**',
];

/** Split on a capture group, the wildcards and braces are the odd parts. */
const TOKENS: Record<string, string> = { '**': '.*', '*': '[^.[\\]]+', '{': '(?:', ',': '|', '}': ')' };
export const matcher = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split(/(\*\*|\*|[{,}])/)
      .map((part, i) => (i % 2 ? TOKENS[part] : part.replace(/[.[\]]/g, '\\$&')))
      .join('')}$`,
  );
const compiled = [...RULES, ...PAGE_RULES].map((rule, index) => ({
  ...rule,
  test: matcher(rule.keys),
  index,
  order: rule.orderWithNext ? index + 1 : index,
}));

export type Placement = { group: Group; places: Place[]; rule: number; order: number; control?: Control; at: At };

/** `rule`: the index of the matching rule; `order`: the order within a group (the next rule's for `orderWithNext`). */
export function placementOf(source: string, key: string): Placement {
  const rule = compiled.find(({ test }) => test.test(`${source}:${key}`));
  if (!rule)
    return {
      group: 'unplaced',
      places: ['unplaced'],
      rule: compiled.length,
      order: compiled.length,
      at: { page: GROUP_PAGE.unplaced },
    };
  const at = typeof rule.at === 'function' ? rule.at(key, source) : (rule.at ?? { page: GROUP_PAGE[rule.group] });
  return { group: rule.group, places: rule.places, rule: rule.index, order: rule.order, control: rule.control, at };
}

/** A string no page shows as text. */
export const isHidden = ({ places }: Placement) => !places.includes('text');

/**
 * The order of a string within its rule, after the rule's own order: its file, then its place in the file. The
 * Resources page shows each group's title and description, then its resources, by their `order` (resources.tsx).
 */
export function positionOf(source: string, key: string, fileOrder: number): (string | number)[] {
  if (source !== 'data/resourceGroups' && source !== 'data/resources') return [source, fileOrder];
  const group = resourceGroups.find((g) => g.key === groupOf(source, key));
  const item = source === 'data/resources' ? (resources[entryOf(key)]?.order ?? 0) : -1;
  return ['data/resources', group?.order ?? 0, item, fileOrder];
}
