#!/usr/bin/env node
// @ts-check
// Uploads the search records of the last production build (search-records/<locale>.json, written by
// plugins/search-index) to the configured Algolia index, with the settings the site's queries rely on.
// Needs ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY (write access) and ALGOLIA_INDEX_NAME; ALGOLIA_HOSTS (comma-separated
// URLs, as for the site) points it at other hosts. `--records <dir>` reads the records from another folder.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { algoliasearch } from 'algoliasearch';
import { ROOT } from './lib/markdown-files.mjs';
import { parseHostList, toAlgoliaHosts } from '../config/algolia-hosts.mjs';

const LEVEL_WEIGHT = { lvl1: 100, lvl2: 90, lvl3: 80, lvl4: 70, lvl5: 60, lvl6: 50, content: 0 };

/**
 * 1 for a record whose text is in its locale (`content_language` is `language`), 0 for one of a page the locale serves
 * untranslated, in English: the last custom ranking criterion, so that of records Algolia finds equally relevant the
 * translated ones come first, as the local index ranks them (src/search/minisearch-options.ts, UNTRANSLATED_BOOST).
 * @param {{ language: string; content_language?: string }} record
 */
const translatedWeight = (record) => (record.content_language === undefined || record.content_language === record.language ? 1 : 0);

const appId = process.env.ALGOLIA_APP_ID;
const adminKey = process.env.ALGOLIA_ADMIN_API_KEY;
const indexName = process.env.ALGOLIA_INDEX_NAME;
if (!appId || !adminKey || !indexName) {
  console.error('search:push needs ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY and ALGOLIA_INDEX_NAME.');
  process.exit(1);
}
const { values } = parseArgs({ options: { records: { type: 'string' } } });
const dir = values.records ? resolve(values.records) : join(ROOT, 'search-records');
if (!existsSync(dir)) {
  console.error(`No ${dir} folder: run \`npm run build\` first.`);
  process.exit(1);
}

/** @type {Record<string, unknown>[]} */
const objects = [];
for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
  /** @type {{ type: keyof typeof LEVEL_WEIGHT; language: string; content_language?: string }[]} */
  const records = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  for (const record of records) {
    objects.push({ ...record, weight: { level: LEVEL_WEIGHT[record.type] ?? 0, translated: translatedWeight(record) } });
  }
  console.log(`${file}: ${records.length} records`);
}

const hosts = toAlgoliaHosts(parseHostList(process.env.ALGOLIA_HOSTS));
const client = algoliasearch(appId, adminKey, hosts.length ? { hosts } : {});
await client.setSettings({
  indexName,
  indexSettings: {
    searchableAttributes: [
      'unordered(hierarchy.lvl0)',
      'unordered(hierarchy.lvl1)',
      'unordered(hierarchy.lvl2)',
      'unordered(hierarchy.lvl3)',
      'unordered(hierarchy.lvl4)',
      'unordered(hierarchy.lvl5)',
      'unordered(hierarchy.lvl6)',
      'content',
    ],
    attributesForFaceting: ['filterOnly(language)', 'filterOnly(docusaurus_tag)', 'filterOnly(product)', 'type'],
    customRanking: ['desc(weight.level)', 'desc(weight.translated)'],
    attributesToSnippet: ['content:10'],
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    removeWordsIfNoResults: 'allOptional',
    ignorePlurals: true,
    queryLanguages: ['en', 'ru', 'zh'],
  },
});
await client.replaceAllObjects({ indexName, objects });
console.log(`search:push: ${objects.length} records uploaded to ${indexName}`);
