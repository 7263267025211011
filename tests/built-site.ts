import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The site's root folder, and the production build's output folder in it. */
export const SITE_ROOT = join(__dirname, '..');
export const BUILD_DIR = join(SITE_ROOT, 'build');

/** `path` (relative to the site root) as `npm run build` writes it; a test over the build fails saying what to run. */
export function builtPath(path: string): string {
  const full = join(SITE_ROOT, path);
  if (!existsSync(full)) throw new Error(`${full} is missing: run npm run build first`);
  return full;
}
