import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

export type ScriptFetch = { url: string; bytes: number; gzipBytes: number; prefetch: boolean };

const isJavaScript = (response: Response) =>
  /javascript|ecmascript/.test(response.headers()['content-type'] ?? '') ||
  /\.m?js(\?|$)/.test(new URL(response.url()).pathname);

/**
 * Records every JavaScript response the page receives. The local server does
 * not compress, so each body is gzipped here (level 9, as Netlify's CDN
 * would serve it at best; its real gzip/brotli is at least as small).
 * Prefetches for other pages (<link rel=prefetch>) are recorded apart.
 */
export function recordScripts(page: Page) {
  const fetched: Promise<ScriptFetch | null>[] = [];
  page.on('response', (response) => {
    if (!isJavaScript(response)) return;
    fetched.push(
      (async () => {
        const body = await response.body().catch(() => null);
        if (!body) return null;
        const headers = await response.request().allHeaders();
        const prefetch = /prefetch/i.test(headers['sec-purpose'] ?? headers['purpose'] ?? '');
        return { url: response.url(), bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length, prefetch };
      })(),
    );
  });
  return async () => (await Promise.all(fetched)).filter((f): f is ScriptFetch => f !== null);
}

export const kB = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
