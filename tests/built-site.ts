import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe } from 'vitest';

/** The site's root folder, and the production build's output folder in it. */
export const SITE_ROOT = join(__dirname, '..');
export const BUILD_DIR = join(SITE_ROOT, 'build');

/** `path` (relative to the site root) as `npm run build` writes it; a test over the build fails saying what to run. */
export function builtPath(path: string): string {
  const full = join(SITE_ROOT, path);
  if (!existsSync(full)) throw new Error(`${full} is missing: run npm run build first`);
  return full;
}

/**
 * `describe` for tests that read the production build (build/, .docusaurus/). Without a build they are skipped, and
 * their title says what to run first, so `npx vitest run` on a fresh clone passes; `npm test`, which builds first,
 * sets REQUIRE_BUILD=true, so there a missing build fails instead.
 */
export function describeBuilt(name: string, tests: () => void): void {
  const built = existsSync(join(BUILD_DIR, 'index.html')) && existsSync(join(SITE_ROOT, '.docusaurus', 'registry.js'));
  if (built || process.env.REQUIRE_BUILD === 'true') describe(name, tests);
  else {
    console.warn(`Skipped "${name}": it reads a production build; run npm run build:test first (npm test does).`);
    describe.skip(name, tests);
  }
}
