/**
 * The page registry (docs/architecture.md). A page is src/pages/<file>.tsx, locales/en|zh/<id>.json (`meta.title`,
 * `meta.description`, `nav` if it is in the bar, and its copy) and an entry below. The bar, the footer, each query's
 * $namespaces (gatsby-node's onCreatePage), Seo, structured data, the sitemap, the content check and every test
 * read the pages from here.
 */
import { isNotFoundPath, stripLanguagePrefix } from '../i18n/paths';

/** The JSON-LD nodes a page's structured data holds, in their order (src/seo/structuredData.ts). */
export type StructuredKind = 'WebSite' | 'WebPage' | 'ProfilePage' | 'Person' | 'ProfessionalService' | 'Course';

type Page = {
  /** Names its strings file, locales/<lng>/<id>.json. */
  readonly id: string;
  /** The path without a language prefix; the i18n plugin adds /zh/. */
  readonly path: string;
  /** Its place in the navigation bar (1 is first), labelled by `<id>:nav`. A page without it is not in the bar. */
  readonly bar?: number;
  /** Strings files its query loads besides its own and the layout's (LAYOUT_NAMESPACES). */
  readonly namespaces?: readonly string[];
  readonly structuredData: readonly StructuredKind[];
  /** True puts the page in the sitemap with canonical and hreflang links; false marks it noindex. */
  readonly indexed: boolean;
};

export const PAGES = [
  {
    id: 'home',
    path: '/',
    bar: 1,
    namespaces: ['services'],
    structuredData: ['WebSite', 'WebPage', 'Person', 'ProfessionalService', 'Course'],
    indexed: true,
  },
  {
    id: 'about',
    path: '/about/',
    bar: 2,
    structuredData: ['WebSite', 'ProfilePage', 'Person', 'ProfessionalService'],
    indexed: true,
  },
  { id: 'resources', path: '/resources/', bar: 3, structuredData: [], indexed: true },
  { id: 'notFound', path: '/404/', structuredData: [], indexed: false },
] as const satisfies readonly Page[];

export type SitePage = (typeof PAGES)[number];
export type PageId = SitePage['id'];

/** The pages in the navigation bar, in its order (the footer's links follow it too). */
export const BAR_PAGES: readonly SitePage[] = PAGES.filter(
  (page): page is Extract<SitePage, { bar: number }> => 'bar' in page,
).sort((a, b) => a.bar - b.bar);

/** The strings files Layout (NavBar, Footer) reads on every page, including each bar page's file for its label. Each
 * is a few hundred bytes gzipped, cheaper than a second way to carry labels, and `t('<id>:nav')` stays one lookup. */
export const LAYOUT_NAMESPACES: readonly string[] = ['nav', 'footer', ...BAR_PAGES.map((page) => page.id)];

export const namespacesOf = (page: SitePage): string[] => [
  ...new Set([...LAYOUT_NAMESPACES, page.id, ...('namespaces' in page ? page.namespaces : [])]),
];

export const pageById = (id: PageId): SitePage => PAGES.find((page) => page.id === id)!;

/** The page at a path in any language ('/zh/about/', '/404.html'), if the site has one. */
export function pageAt(path: string): SitePage | undefined {
  const original = stripLanguagePrefix(path);
  return PAGES.find((page) => page.path === original || (isNotFoundPath(original) && isNotFoundPath(page.path)));
}

/** The file under src/pages/ that renders a page: '/' is index.tsx, '/about/' about.tsx. */
export const fileOf = (page: SitePage) => `${page.path === '/' ? 'index' : page.path.slice(1, -1)}.tsx`;

/** The indexed pages' paths, without language prefix. */
export const INDEXED_PATHS: string[] = PAGES.filter((page) => page.indexed).map((page) => page.path);
