import { defineConfig } from '@playwright/test';
import { ENGINES } from '../../tools/browser/engines';
import type { EngineOptions } from './fixtures';

const PORT = Number(process.env.ENGINES_PORT ?? 9003);

/** The engine tests: public/ served by tools/serve.ts in Firefox and WebKit (Chromium: ../browser/), driven through
 * engine.ts (Playwright Test only runs them). One engine: `npm run test:engines -- --project webkit`. */
export default defineConfig<EngineOptions>({
  testDir: '.',
  globalSetup: './globalSetup.ts',
  // One file after another in a worker: a worker keeps its browsers from one test to the next.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  use: { baseURL: `http://localhost:${PORT}` },
  projects: ENGINES.map((engine) => ({ name: engine, use: { engine } })),
  webServer: {
    // ENGINES_SITE_DIR: another build to test (default public/).
    command: `tsx tools/serve.ts --port ${PORT} --dir ${process.env.ENGINES_SITE_DIR ?? 'public'}`,
    cwd: '../..',
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
