/**
 * Design tokens. Colours, sizes, spacing, fonts and breakpoints are written only here (lint rejects a colour anywhere
 * else in code), and tools/make-images.ts fills the art's {{colors.<name>}} and {{artColors.<name>}} from here.
 * Colours are named by what they paint on the two grounds: paper (light) and ink (the dark hero, panels and footer).
 */
export const colors = {
  ink: '#0b1f3a', // navy: the dark ground, and text on paper
  inkRaised: '#10294a', // a panel on ink (the hero's chart)
  inkGlow: '#123a5a', // the lit end of an ink gradient
  paper: '#ffffff', // the light ground, and text on ink
  paperShaded: '#f1f5f9', // every other section, a quote, a stack trace
  textSecondary: '#334155', // secondary text on paper (contrast 8.9:1 on white)
  textSecondaryOnInk: '#cbd5e1', // secondary text on ink (contrast 12:1)
  border: '#cbd5e1', // on paper: controls, cards, the header's edge
  primary: '#0f766e', // teal for links and buttons (contrast 5.5:1 on white)
  primaryStrong: '#115e59', // hover, the current page, and teal text on primaryTint (contrast 7.6:1 on white)
  primaryTint: '#ccfbf1', // a pale teal ground behind icons, outline buttons on hover and the previews' banner
  primaryOnInk: '#14b8a6', // decoration on ink
  accent: '#f59e0b', // amber, on ink and as decoration only
  accentLight: '#fbbf24', // a lighter amber: accent buttons on hover, the art's sun and lit highlights
  focus: '#1d4ed8', // focus rings on paper (6.7:1 on white)
  focusOnInk: '#fcd34d', // focus rings on ink, set by darkSurface in shared.ts (contrast 11:1)
  error: '#b45309', // the editor's error text
} as const;

/** The illustrations' own shades, named by what they paint in art/*.svg. The art also uses the colours above (its
 * amber is `accent` and its teal `primaryOnInk`), so changing one of those changes every image. */
export const artColors = {
  chartLine: '#2dd4bf', // the charts' lines, the brand mark's bars, a leaf
  chartGrid: '#5eead4', // grid lines, cards' edges, ripples on the harbour
  chartTrack: '#1e3a5f', // the donut chart's empty ring
  windowLit: '#fde68a', // lit windows of towers and ferries
  lamplight: '#fcd34d', // the desk lamp's glow and pool of light
  markTop: '#12325a', // the brand mark's lit corner, a floating card, the bin's rim
  dropShadow: '#020817',
  // The portrait: a desk at dusk, the harbour through the window.
  duskSky: '#1c4a6e',
  duskHaze: '#4f8a9a',
  duskHorizon: '#f2b35a',
  duskWater: '#164563',
  ridgeFar: '#2f6478',
  ridgeNear: '#1f4d66', // and the Bank of China tower's facets (the footer's too)
  duskSkylineFar: '#183f5c',
  duskSkylineNear: '#0e2744',
  deskTop: '#22466d',
  deskFront: '#17355a',
  silver: '#e2e8f0', // the laptop, paper, the wall's foot
  silverShade: '#94a3b8', // the laptop's underside, steam
  laptopHinge: '#64748b',
  floor: '#d5dee9',
  // The footer's banner and the social card: the harbour at night.
  nightSky: '#0f3550',
  nightHorizon: '#146068',
  nightRidge: '#17475f',
  nightSkylineFar: '#0f2f4c', // and the harbour's surface
  nightSkylineNear: '#081a31', // the landmarks, the ferry, the harbour's depth
} as const;

/** Turns a #rrggbb colour into `rgba()` with the given opacity. */
const withAlpha = (hex: string, alpha: number) =>
  `rgba(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')}, ${alpha})`;

/** Translucent colours: white on ink at four strengths, and the hero's two glows. */
export const alphas = {
  onInkFaint: withAlpha(colors.paper, 0.12), // hover grounds, the chart's ring
  onInkSoft: withAlpha(colors.paper, 0.2), // rules and edges
  onInkMedium: withAlpha(colors.paper, 0.35), // borders of pills
  onInkStrong: withAlpha(colors.paper, 0.55),
  primaryGlow: withAlpha(colors.primaryOnInk, 0.35),
  accentGlow: withAlpha(colors.accent, 0.18),
} as const;

/** The language list's flags (src/components/Flag.tsx) keep their own colours; their white is `paper`. */
export const flagColors = { hkRed: '#de2910', usRed: '#b22234', usBlue: '#3c3b6e' } as const;

export const space = {
  xs: '0.25rem',
  sm: '0.5rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
  section: 'clamp(3rem, 8vw, 6rem)',
} as const;

const base = '1rem';
const md = '1.125rem';
export const fontSizes = {
  sm: '0.875rem',
  base,
  md,
  /** For display text that breaks only between phrases. It shrinks from md to base on a phone-width screen. */
  lead: `clamp(${base}, 4vw, ${md})`,
  lg: '1.25rem', // card titles
  xl: 'clamp(1.5rem, 1.2rem + 1.2vw, 2rem)',
  // Capped at 11vw so that a page title's longest word fits on a phone's line even at a large default font.
  xxl: 'min(clamp(2rem, 1.4rem + 3vw, 3.25rem), 11vw)',
} as const;

/** The site uses system fonts only, so it makes no web-font request. Chinese text lists Hong Kong faces first: they
 * draw Hong Kong glyph forms, and the browser then stops searching the Latin faces for each Chinese character (we
 * measured /zh/'s first layout at about half the time). */
const latin = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial';
const hongKong =
  '"PingFang HK", "Noto Sans CJK HK", "Noto Sans HK", "Microsoft JhengHei", "PingFang TC", "Noto Sans CJK TC"';
/** Chinese fonts draw ’ “ ” full-width ("there’ s"), so GlobalStyles takes these quotes from a Latin font. */
const latinQuotes = 'Latin quotes';
export const fonts = {
  latinQuotes,
  latinQuotesSources: ['Helvetica Neue', 'Segoe UI', 'Roboto', 'Arial', 'DejaVu Sans', 'Liberation Sans'],
  body: `${latin}, ${hongKong}, sans-serif`,
  zh: `"${latinQuotes}", ${hongKong}, ${latin}, sans-serif`,
} as const;

export const radii = { sm: '6px', md: '12px', lg: '20px', pill: '999px' } as const;

export const shadows = {
  card: `0 1px 2px ${withAlpha(colors.ink, 0.06)}, 0 8px 24px ${withAlpha(colors.ink, 0.08)}`,
  panel: `0 16px 24px ${withAlpha(colors.ink, 0.12)}`, // the mobile menu
  popup: `0 12px 32px ${withAlpha(colors.ink, 0.16)}`, // the language list
} as const;

/** The ground of a box that scrolls, with a shade at each edge that has more beyond it: a cover of the ground scrolls
 * with the content (local) and hides the fixed shade (scroll) once that edge is reached. */
export const scrollShades = (ground: string) => {
  const shade = (at: string) =>
    `radial-gradient(farthest-side at 50% ${at}, ${withAlpha(colors.ink, 0.2)}, ${withAlpha(colors.ink, 0)})`;
  const cover = (to: string) => `linear-gradient(to ${to}, ${ground} 30%, ${withAlpha(ground, 0)})`;
  return `${cover('bottom')} top / 100% 2.5rem no-repeat local, ${cover('top')} bottom / 100% 2.5rem no-repeat local,
    ${shade('0')} top / 100% 0.75rem no-repeat scroll, ${shade('100%')} bottom / 100% 0.75rem no-repeat scroll, ${ground}`;
};

/** Below `gutter` the side margins shrink to space.md and a closing panel runs to the screen's edges. From `nav` up,
 * the brand, every link, the button and the language switch fit on one line, even with WCAG text spacing. */
export const breakpoints = { gutter: 480, md: 768, lg: 1024, nav: 1088 } as const;

/** Breakpoints are in em of the browser's default font size, so a visitor's larger font moves them too. */
const em = (px: number) => `${px / 16}em`;

/** Media queries for matchMedia and CSS. For example, `${mq.md} { ... }` applies from the md breakpoint up. */
export const media = {
  gutter: `(min-width: ${em(breakpoints.gutter)})`,
  belowGutter: `(max-width: ${em(breakpoints.gutter - 0.02)})`,
  md: `(min-width: ${em(breakpoints.md)})`,
  lg: `(min-width: ${em(breakpoints.lg)})`,
  nav: `(min-width: ${em(breakpoints.nav)})`,
  belowNav: `(max-width: ${em(breakpoints.nav - 0.02)})`,
  /** A phone at a large default font size (150 % and up), with room for fewer than 20 characters per line. */
  largeTextPhone: `(max-width: 19.99em)`,
  /** On a short screen (a phone on its side, or 400 % zoom) the header scrolls away with the page. */
  short: `(max-height: 30em)`,
  /** With JavaScript off, anything that only script could close stays in the page's flow (docs/controls.md). */
  noScript: `(scripting: none)`,
} as const;
export const mq = Object.fromEntries(Object.entries(media).map(([name, query]) => [name, `@media ${query}`])) as {
  [name in keyof typeof media]: string;
};

/** tapTarget is the smallest control, 44 px (WCAG 2.5.5); heroArt is the hero drawing's width on wide screens. */
export const layout = { maxWidth: '72rem', headerHeight: '4rem', tapTarget: '2.75rem', heroArt: '26rem' } as const;

/** Where the sticky header ends. Larger text makes it taller, so NavBar keeps its real height in --header-height. */
export const headerBottom = `var(--header-height, ${layout.headerHeight})`;
