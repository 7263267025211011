// @ts-check
// Reads the site map (../shared/site-map.tsv): every route the site must have, with its depth class.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './markdown-files.mjs';

export const SITE_MAP_PATH = join(ROOT, '..', 'shared', 'site-map.tsv');

/** @typedef {{ route: string, depth: 'S' | 'M' | 'L', topic: string }} SiteMapEntry */

/** @returns {SiteMapEntry[]} empty when the site map is not beside the repo */
export function readSiteMap(path = SITE_MAP_PATH) {
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line.trim())
    .map((line) => {
      const [route = '', depth = 'S', topic = ''] = line.split('\t');
      return { route, depth: /** @type {'S' | 'M' | 'L'} */ (depth), topic };
    });
}
