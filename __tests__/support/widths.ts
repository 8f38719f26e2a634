import { breakpoints } from '../../src/styles/theme';

/** The widths (px) tests look at pages in: a desktop and a phone, phones alone, sweeps from 320 to 1,440. */
export const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 375, height: 740 } } as const;
export const VIEWPORT_WIDTHS: number[] = Object.values(VIEWPORTS).map(({ width }) => width);
export const PHONE_WIDTHS = [320, VIEWPORTS.mobile.width];
/** 400 % zoom of a 1280×1024 screen (WCAG 1.4.10, reflow). */
export const ZOOM_400 = { width: 320, height: 256 } as const;
const ascending = (widths: number[]) => widths.sort((a, b) => a - b);
export const SWEEP = ascending([...VIEWPORT_WIDTHS, 320, 360, 414, breakpoints.md, breakpoints.lg, 1440]);
// And widths about the tablet and nav breakpoints (the bar once broke "Ho/me" between md and lg).
export const FINE_SWEEP = ascending([...SWEEP, 600, 900, breakpoints.lg - 1, breakpoints.nav, 1100]);
