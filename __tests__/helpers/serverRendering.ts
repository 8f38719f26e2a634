/**
 * react-dom/server for jsdom tests. Jest's jsdom environment resolves the
 * browser build, which needs TextEncoder; jsdom does not provide it.
 */
import { TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder });

export { renderToStaticMarkup } from 'react-dom/server';
