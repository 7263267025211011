import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where the code that builds an index lives: its own modules, the search modules it shares with the browser, and the
 * lock file that pins MiniSearch and the Markdown parser. Whole folders rather than a list of modules, so that a new
 * module cannot be left out.
 */
const CODE = ['plugins/search-index', 'src/search'];
const LOCK_FILE = 'package-lock.json';

/** A hash of the code that turns pages into an index (see `inputHeadNames`): it changes whenever that code can. */
export function indexCodeVersion(siteDir: string): string {
  const hash = createHash('sha256');
  const files = CODE.flatMap((dir) =>
    readdirSync(join(siteDir, dir), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(ts|tsx|cjs|mjs|js)$/.test(name) && !name.includes('__tests__'))
      .map((name) => join(dir, name)),
  );
  for (const file of [...files.sort(), LOCK_FILE]) hash.update(file).update('\0').update(readFileSync(join(siteDir, file))).update('\0');
  return hash.digest('hex').slice(0, 16);
}
