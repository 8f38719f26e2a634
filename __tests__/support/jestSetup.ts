import '@testing-library/jest-dom';
import * as domMatchers from '@testing-library/jest-dom/matchers';
import { TextEncoder } from 'node:util';
import { bundledWordBreaks } from '../../gatsby/language/wordBreaks';

// Jest's jsdom resolves react-dom/server's browser build, which needs TextEncoder; jsdom lacks it.
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder });

// The Chinese copy's word breaks, as gatsby/output/webpack.ts defines them for the site's bundles.
Object.assign(globalThis, { __WORD_BREAKS__: bundledWordBreaks() });

// jsdom has no media queries (NavBar listens for the md breakpoint): none ever matches.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function')
  window.matchMedia = (query: string) =>
    Object.assign(new EventTarget(), { matches: false, media: query }) as unknown as MediaQueryList;

// jsdom has no ResizeObserver (NavBar measures the header): nothing is ever measured.
if (typeof window !== 'undefined' && typeof window.ResizeObserver !== 'function')
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };

// jsdom gives <wbr> no display, so accessible names would read a space at each <Text> break; browsers read none.
if (typeof document !== 'undefined')
  document.head.append(Object.assign(document.createElement('style'), { textContent: 'wbr { display: inline; }' }));

// toHaveTextContent collapses white space (no-break spaces too) in the element's text; here in the expected copy too.
expect.extend({
  toHaveTextContent(element: HTMLElement, expected: string | RegExp, options?: { normalizeWhitespace: boolean }) {
    const text = typeof expected === 'string' ? expected.replace(/\s+/gu, ' ') : expected;
    return domMatchers.toHaveTextContent.call(this, element, text, options);
  },
});
