// @ts-check
// Which Chromium the build (Mermaid diagrams), the browser tests and `npm run bench` use.
import { existsSync } from 'node:fs';

/** Debian's package, here and in CI, where no browser can be downloaded. */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * CHROMIUM_PATH if set, else Debian's Chromium if installed; undefined otherwise (callers fall back to
 * Playwright's own browser, or fail with their reason).
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string | undefined}
 */
export function systemChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;
}

/**
 * Flags the Playwright tests (playwright.config.ts, playwright.dev.config.ts) start Chromium with: as root in a
 * container it needs --no-sandbox; the rest keep it off a network it cannot reach.
 */
export const TEST_CHROMIUM_ARGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
