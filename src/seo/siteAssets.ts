/** Files in static/ (made by tools/make-images.ts) that <head>, the manifest and structured data point at. */
export const SOCIAL_IMAGE = { path: '/og-image.png', width: 1200, height: 630, type: 'image/png' } as const;

export const ICONS = {
  svg: '/favicon.svg',
  ico: '/favicon.ico',
  appleTouch: '/apple-touch-icon.png',
  manifest: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
  ],
} as const;
