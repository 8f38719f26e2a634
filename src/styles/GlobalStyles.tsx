import { Global, css } from '@emotion/react';
import { hanLang, hanLangAttr, otherLangAttr, visuallyHidden } from './shared';
import { colors, fonts, headerBottom } from './theme';

const globalCss = css`
  /* Only ’ ‘ “ ” (unicode-range), from a face already on the device (local(): nothing is downloaded). */
  @font-face {
    font-family: '${fonts.latinQuotes}';
    src: ${fonts.latinQuotesSources.map((name) => `local('${name}')`).join(', ')};
    unicode-range: U+2018-201D;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  /* What the sticky header covers, kept clear when a link to #id (Learn More) or focus scrolls the page: once, here
     (a scroll-margin-top on the targets as well would add to it). */
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: calc(${headerBottom} + 1rem);
  }
  @media (prefers-reduced-motion: no-preference) {
    html {
      scroll-behavior: smooth;
    }
  }
  /* The site has no animations, and no transitions on ::before or ::after. */
  @media (prefers-reduced-motion: reduce) {
    * {
      transition-duration: 0.01ms !important;
    }
  }
  body {
    margin: 0;
    font-family: ${fonts.body};
    font-size: 1rem;
    line-height: 1.6;
    color: ${colors.ink};
    background: ${colors.paper};
    text-rendering: optimizeLegibility;
    /* A word too long for its line breaks rather than widening the page; 'anywhere' also lets flex and grid items shrink. */
    overflow-wrap: anywhere;
  }
  body${hanLang} {
    line-height: 1.75;
  }
  /* Chinese text, the Chinese option on an English page too: Hong Kong's faces first (fonts.zh). */
  body${hanLang}, body ${hanLangAttr} {
    font-family: ${fonts.zh};
  }
  /* Text in a language not written in Han inside a Chinese page (the Resources page's entries) keeps the Latin faces. */
  body ${otherLangAttr} {
    font-family: ${fonts.body};
  }
  /* Headings: lines of even length, so no word is left alone on the last one. */
  :is(h1, h2, h3) {
    line-height: 1.25;
    margin: 0 0 0.75rem;
    text-wrap: balance;
  }
  /* A word too long for the line (large text on a phone) breaks with a hyphen. */
  :is(h1, h2, h3):lang(en) {
    hyphens: auto;
  }
  p {
    margin: 0 0 1rem;
    /* No line of a single character or word at the end of a paragraph. */
    text-wrap: pretty;
  }
  /* Every list on the site is a bare list of links or cards. */
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  :is(img, picture, svg) {
    display: block;
    max-width: 100%;
  }
  a {
    color: ${colors.primary};
    text-underline-offset: 0.15em;
  }
  a:hover {
    color: ${colors.primaryStrong};
  }
  /* The ring's colour is its surface's: a dark one sets --focus-ring (darkSurface, src/styles/shared.ts). */
  :focus-visible {
    outline: 3px solid var(--focus-ring, ${colors.focus});
    outline-offset: 2px;
  }
  /* A target that takes focus only to move the reader there (Learn More's sections) needs no ring. */
  [tabindex='-1']:focus-visible {
    outline: none;
  }
  /* Gatsby's own elements, instead of their style attributes, which the CSP blocks (gatsby/output/html/transformHtml.ts). */
  #gatsby-focus-wrapper {
    outline: none;
  }
  #gatsby-announcer {
    ${visuallyHidden};
    top: 0;
  }
`;

export function GlobalStyles() {
  return <Global styles={globalCss} />;
}
