import '@testing-library/jest-dom';
import { TextEncoder } from 'node:util';

// Jest's jsdom resolves react-dom/server's browser build, which needs TextEncoder; jsdom lacks it.
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder });

// jsdom has no media queries (NavBar listens for the md breakpoint): none ever matches.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function')
  window.matchMedia = (query: string) =>
    Object.assign(new EventTarget(), {
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
    }) as unknown as MediaQueryList;
