import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { systemChromium, TEST_CHROMIUM_ARGS } from './config/chromium.mjs';

/**
 * Browser tests run against the production build with its fixture pages (`npm run build:test` first), served by
 * `docusaurus serve`.
 * Debian's Chromium is used where it exists (here and in CI, where no browser can be downloaded);
 * elsewhere Playwright's own browser (`npx playwright install chromium`).
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
/** The second build, made with Algolia configured against a fake server (tests/e2e/algolia). */
export const ALGOLIA_FIXTURE = {
  port: PORT + 1,
  baseURL: `http://127.0.0.1:${PORT + 1}`,
  appId: 'FAKEAPP',
  indexName: 'avalonia_docs_test',
  downHostPort: 4701,
  liveHostPort: 4702,
};
const executablePath = systemChromium();

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: TEST_CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `npx docusaurus serve --no-open --port ${PORT} --host 127.0.0.1`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // Served only once built (npm run build:algolia-fixture); its tests fail with a clear message otherwise.
    ...(existsSync('build-algolia')
      ? [
          {
            command: `npx docusaurus serve --no-open --dir build-algolia --port ${ALGOLIA_FIXTURE.port} --host 127.0.0.1`,
            url: `${ALGOLIA_FIXTURE.baseURL}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
