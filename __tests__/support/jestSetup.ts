import '@testing-library/jest-dom';
import { TextEncoder } from 'node:util';

// Jest's jsdom resolves react-dom/server's browser build, which needs TextEncoder; jsdom lacks it.
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder });
