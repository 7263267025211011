import { defineConfig, devices } from '@playwright/test';
import { systemChromium, TEST_CHROMIUM_ARGS } from './config/chromium.mjs';

/**
 * What a writer or translator sees in the dev server (`npm run start:ru`), which the production build cannot show:
 * tests/dev. A dev server of its own, on its own port; `npm run test:dev`.
 */
const PORT = Number(process.env.DEV_E2E_PORT ?? 3230);

export default defineConfig({
  testDir: 'tests/dev',
  // The tests edit sources the one dev server watches: one at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 120_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: systemChromium(), args: TEST_CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `npx docusaurus start --locale ru --no-open --port ${PORT} --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/ru/`,
    reuseExistingServer: !process.env.CI,
    // The first compilation of every page, on a busy 2-core machine.
    timeout: 300_000,
  },
});
