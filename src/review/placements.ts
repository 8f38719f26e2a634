/**
 * Where each string appears, for the copy deck: its group (in the order a visitor meets them) and places.
 * The first rule matching `namespace:key` wins; `*` is one part of a key, `**` the rest of it, `{a,b}` either.
 * A rule's keys are listed in their file's order, which is their order in the deck.
 */
export const GROUPS = [
  'navigation',
  'home',
  'about',
  'footer',
  'notFound',
  'search',
  'structuredData',
  'review',
  'unplaced',
] as const;
export type Group = (typeof GROUPS)[number];

export type Place =
  | 'text'
  | 'onFocus'
  | 'label'
  | 'alt'
  | 'title'
  | 'description'
  | 'linkPreview'
  | 'manifest'
  | 'structuredData'
  | 'unplaced';

type Rule = [pattern: string, group: Group, places: Place[]];

export const RULES: Rule[] = [
  ['nav:skipToContent', 'navigation', ['onFocus']],
  ['nav:{brandHome,primary,menuOpen,menuClose}', 'navigation', ['label']],
  ['nav:{home,about,resources,courses,getDataJob}', 'navigation', ['text']],
  ['nav:newTab', 'navigation', ['label']],
  ['nav:language.current', 'navigation', ['label']],
  ['nav:language.flag*', 'navigation', ['alt']],
  ['nav:language.*', 'navigation', ['text']],
  ['home:hero.**', 'home', ['text']],
  ['home:offerings.learnMoreAbout', 'home', ['label']],
  ['home:offerings.**', 'home', ['text']],
  ['services:**', 'home', ['text']],
  ['home:cta.**', 'home', ['text']],
  ['about:imageAlt', 'about', ['alt']],
  ['about:**', 'about', ['text']],
  ['footer:bannerAlt', 'footer', ['alt']],
  ['footer:{email,social}', 'footer', ['label']],
  ['footer:**', 'footer', ['text']],
  ['nav:notFound.**', 'notFound', ['text']],
  // Before meta.*.title and meta.*.description: meta.course.description is structured data.
  ['nav:meta.{person,business,course}.**', 'structuredData', ['structuredData']],
  ['nav:meta.*.title', 'search', ['title']],
  ['nav:meta.*.description', 'search', ['description']],
  ['nav:meta.siteName', 'search', ['linkPreview', 'manifest']],
  ['nav:meta.shortName', 'search', ['manifest']],
  ['nav:meta.ogImageAlt', 'search', ['linkPreview', 'alt']],
  ['review:**', 'review', ['text']],
];

/** Split on a capture group, the wildcards and braces are the odd parts. */
const TOKENS: Record<string, string> = { '**': '.+', '*': '[^.[\\]]+', '{': '(?:', ',': '|', '}': ')' };
const matcher = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split(/(\*\*|\*|[{,}])/)
      .map((part, i) => (i % 2 ? TOKENS[part] : part.replace(/[.[\]]/g, '\\$&')))
      .join('')}$`,
  );
const compiled = RULES.map(([pattern, group, places], index) => ({ test: matcher(pattern), group, places, index }));

export type Placement = { group: Group; places: Place[]; rule: number };

/** `rule`: the index of the matching rule, the order within a group. */
export function placementOf(ns: string, key: string): Placement {
  const rule = compiled.find(({ test }) => test.test(`${ns}:${key}`));
  return rule
    ? { group: rule.group, places: rule.places, rule: rule.index }
    : { group: 'unplaced', places: ['unplaced'], rule: RULES.length };
}

/** A string no page shows as text. */
export const isHidden = ({ places }: Placement) => !places.includes('text');
