import { defineConfig } from '@playwright/test';
import { chromeFlags, chromePath } from '../../tools/browser/chromium';

const PORT = Number(process.env.E2E_PORT ?? 9001);

/** Browser tests run against the production build in public/ (npm run build first). */
export default defineConfig({
  testDir: '.',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromePath, args: chromeFlags },
  },
  webServer: {
    command: `tsx tools/serve.ts --port ${PORT}`,
    cwd: '../..',
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
