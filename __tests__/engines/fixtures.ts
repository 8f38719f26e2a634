import { test as base } from '@playwright/test';
import { DETECTION } from '../../src/i18n/detect';
import { type EngineName, type EngineSession, type SessionOptions, startSession, until } from '../support/engine';

export type EngineOptions = { engine: EngineName };
type Sessions = { session: (options?: SessionOptions) => Promise<EngineSession> };

/** `session(options)`: this worker's browser for those options, started on first use and kept for the next tests.
 * Tests start with `fresh()`, which forgets what an earlier test cached. */
export const test = base.extend<object, EngineOptions & Sessions>({
  engine: ['firefox', { scope: 'worker', option: true }],
  session: [
    async ({ engine }, use, workerInfo) => {
      const { baseURL } = workerInfo.project.use;
      const started = new Map<string, Promise<EngineSession>>();
      await use((options = {}) => {
        const key = JSON.stringify(options);
        if (!started.has(key)) started.set(key, startSession(engine, baseURL!, options));
        return started.get(key)!;
      });
      for (const session of started.values()) await (await session).close();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';

/** Forgets the language cached by an earlier test (storage and cookie), on a file of the site that runs no script. */
export async function fresh(session: EngineSession) {
  await session.goto('/robots.txt');
  if (session.options.javaScript)
    await session.evaluate((cookie) => {
      localStorage.clear();
      sessionStorage.clear();
      document.cookie = `${cookie}=; max-age=0; path=/`;
    }, DETECTION.lookupCookie);
  session.problems();
}

/** Opens a path and waits until React has hydrated (gatsby-browser.tsx marks <html>), or only painted with JS off. */
export async function open(session: EngineSession, path: string) {
  await session.goto(path);
  if (session.options.javaScript)
    await until(
      () => session.evaluate(() => document.documentElement.dataset.hydrated === 'true'),
      `${path} to hydrate`,
    );
}
