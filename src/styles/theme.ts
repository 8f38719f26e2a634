/** Design tokens: the only place colours, spacing, type and breakpoints are defined. */
export const colors = {
  ink: '#0b1f3a', // deep navy: text and dark surfaces
  inkSoft: '#334155', // secondary text (8.9:1 on white)
  muted: '#475569', // tertiary text (7.5:1 on white)
  surface: '#ffffff',
  surfaceAlt: '#f1f5f9',
  border: '#cbd5e1',
  brand: '#0f766e', // teal (5.5:1 on white)
  brandDark: '#115e59', // hover (7.6:1 on white)
  brandTint: '#ccfbf1',
  accent: '#f59e0b', // amber, used on dark surfaces and as decoration only
  accentDark: '#b45309',
  onDark: '#f8fafc',
  onDarkMuted: '#cbd5e1',
  focus: '#1d4ed8',
  focusOnDark: '#fcd34d',
} as const;

export const space = {
  xs: '0.25rem',
  sm: '0.5rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
  section: 'clamp(3rem, 8vw, 6rem)',
} as const;

export const fontSizes = {
  sm: '0.875rem',
  base: '1rem',
  md: '1.125rem',
  lg: '1.25rem', // card titles: the longest service name fits one line of a card at 375 and 1280 px
  xl: 'clamp(1.5rem, 1.2rem + 1.2vw, 2rem)',
  xxl: 'clamp(2rem, 1.4rem + 3vw, 3.25rem)',
} as const;

/** System fonts only (no web-font request), with CJK faces for zh-HK. */
export const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang HK", "PingFang TC", "Noto Sans CJK TC", "Noto Sans TC", "Microsoft JhengHei", sans-serif',
} as const;

export const radii = { sm: '6px', md: '12px', lg: '20px', pill: '999px' } as const;

export const shadows = {
  card: '0 1px 2px rgba(11, 31, 58, 0.06), 0 8px 24px rgba(11, 31, 58, 0.08)',
} as const;

export const breakpoints = { md: 768, lg: 1024 } as const;

/** `${mq.md} { ... }` applies from the md breakpoint up. */
export const mq = {
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  belowMd: `@media (max-width: ${breakpoints.md - 0.02}px)`,
} as const;

export const layout = { maxWidth: '72rem', headerHeight: '4rem' } as const;
