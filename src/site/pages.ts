/**
 * The site's pages, written once: Seo's page type, the content check's title and description rules, structured
 * data, the page queries' namespaces (gatsby-node's onCreatePage puts them in the page context as $namespaces) and
 * every test's expectations derive from here. A page is src/pages/<file>.tsx, its strings and its entry below.
 * Its title and description are `meta.<id>.title` and `meta.<id>.description` in locales/<lng>/nav.json.
 */
import { isNotFoundPath, stripLanguagePrefix } from '../i18n/paths';

/** The JSON-LD nodes a page's structured data holds, in their order (src/seo/structuredData.ts). */
export type StructuredKind = 'WebSite' | 'WebPage' | 'ProfilePage' | 'Person' | 'ProfessionalService' | 'Course';

type Page = {
  /** Its key in nav.json's `meta`. */
  readonly id: string;
  /** Without language prefix; the i18n plugin adds /zh/. */
  readonly path: string;
  /** Locale files its query loads besides the layout's (LAYOUT_NAMESPACES). */
  readonly namespaces: readonly string[];
  readonly structuredData: readonly StructuredKind[];
  /** In the sitemap, with canonical and hreflang links; false: noindex. */
  readonly indexed: boolean;
};

export const PAGES = [
  {
    id: 'home',
    path: '/',
    namespaces: ['home', 'services'],
    structuredData: ['WebSite', 'WebPage', 'Person', 'ProfessionalService', 'Course'],
    indexed: true,
  },
  {
    id: 'about',
    path: '/about/',
    namespaces: ['about'],
    structuredData: ['WebSite', 'ProfilePage', 'Person', 'ProfessionalService'],
    indexed: true,
  },
  { id: 'resources', path: '/resources/', namespaces: [], structuredData: [], indexed: true },
  { id: 'notFound', path: '/404/', namespaces: [], structuredData: [], indexed: false },
] as const satisfies readonly Page[];

export type SitePage = (typeof PAGES)[number];
export type PageId = SitePage['id'];

/** What Layout (NavBar, Footer) reads on every page. */
export const LAYOUT_NAMESPACES = ['nav', 'footer'] as const;

/** Every locale file a page's query loads. */
export const namespacesOf = (page: SitePage): string[] => [...LAYOUT_NAMESPACES, ...page.namespaces];

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
