import { type SerializedStyles, css } from '@emotion/react';
import { alphas, colors, fontSizes, layout, media, mq, radii, shadows, space } from './theme';
import { LANGUAGES } from '../i18n/languages';

/** Selectors for text in a Han-script language, or in another: `:lang()` matches inherited languages, `[lang]` where
 * it is set. */
const tagsOf = (han: boolean) => LANGUAGES.filter((l) => Boolean(l.han) === han).map((l) => l.htmlLang);
const anyOf = (tags: string[], form: (tag: string) => string) => `:is(${tags.map(form).join(', ')})`;
export const hanLang = anyOf(tagsOf(true), (tag) => `:lang(${tag})`);
export const hanLangAttr = anyOf(tagsOf(true), (tag) => `[lang='${tag}']`);
export const otherLangAttr = anyOf(tagsOf(false), (tag) => `[lang='${tag}']`);

/** On a dark surface (hero, panel, footer), every focus ring inside uses the light focus colour. */
export const darkSurface = css`
  --focus-ring: ${colors.focusOnInk};
`;

/**
 * Applies `rules` (within `query`) where nothing could close a popover: with JavaScript off, and in browsers without
 * popovers (Safari before 17, Firefox before 125), where script leaves the controls alone. There the menu stays in
 * the page's flow and the bar shows language links (docs/controls.md).
 */
export function withoutPopovers(rules: SerializedStyles | string, query?: string) {
  const within = query ? ` and ${query}` : '';
  return css`
    @media ${media.noScript}${within} {
      ${rules}
    }
    @supports not selector(:popover-open) {
      @media all${within} {
        ${rules}
      }
    }
  `;
}

/** Hidden on screen but read by screen readers. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export const container = css`
  width: 100%;
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${space.md};
  ${mq.gutter} {
    padding: 0 ${space.lg};
  }
`;

export const section = css`
  padding: ${space.section} 0;
`;

export const sectionTitle = css`
  font-size: ${fontSizes.xl};
  margin-bottom: ${space.sm};
`;

export const lead = css`
  font-size: ${fontSizes.md};
  color: ${colors.textSecondary};
  max-width: 42rem;
`;

export const card = css`
  background: ${colors.paper};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  box-shadow: ${shadows.card};
  padding: ${space.lg};
  height: 100%;
`;

export const cardGrid = css`
  display: grid;
  gap: ${space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  margin-top: ${space.xl};
`;

/** A control's box, with its content centred and never smaller than a tap target. */
export const tapBox = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${layout.tapTarget};
  min-height: ${layout.tapTarget};
`;

const button = (background: string, color: string, hoverBackground: string, hoverColor: string, border?: string) => css`
  ${tapBox};
  gap: ${space.sm};
  padding: 0.625rem 1rem;
  border-radius: ${radii.pill};
  border: 2px solid transparent;
  font-weight: 600;
  font-size: ${fontSizes.base};
  line-height: 1.3;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition-property: background-color, color, border-color;
  transition-duration: 0.15s;
  background: ${background};
  color: ${color};
  ${border && `border-color: ${border};`}
  &:hover {
    background: ${hoverBackground};
    color: ${hoverColor};
  }
`;

export const buttonPrimary = button(colors.primary, colors.paper, colors.primaryStrong, colors.paper);

/** Amber on navy for dark surfaces (hero, CTA panel), like buttonOutlineOnDark. */
export const buttonAccent = button(colors.accent, colors.ink, colors.accentLight, colors.ink);

export const buttonOutline = button(
  'transparent',
  colors.primary,
  colors.primaryTint,
  colors.primaryStrong,
  colors.primary,
);

export const buttonOutlineOnDark = button('transparent', colors.paper, alphas.onInkFaint, colors.paper, colors.paper);
