// Short chunk names for the browser build (see ./index.ts). CommonJS: the bundler's loaders require it with Node.
'use strict';

const { createHash } = require('node:crypto');

/**
 * Names of a letter and two base-36 characters: 33,696 of them, for a site of some 500 route chunks. Never all
 * digits, so never a chunk id: `__webpack_require__.gca` falls back to reading its argument as a chunk id when the
 * name's chunk was merged into the entry, and would then prefetch some other chunk.
 */
const SLOTS = 26 * 36 * 36;

/** @param {number} slot */
const nameOfSlot = (slot) => String.fromCharCode(97 + Math.floor(slot / 1296)) + (slot % 1296).toString(36).padStart(2, '0');

/**
 * Docusaurus names each route chunk with an 8-digit hex hash of its module path. The browser carries every name
 * three times: as a key of the registry, as a value of routesChunkNames, and as a key of the runtime's
 * name-to-chunk-id map (`__webpack_require__.gca`). Random hex does not compress, so the names were a large part of
 * every page's entry JS; 3 characters cost a fraction of that (scripts/bench/README.md).
 *
 * The short name is a hash of the long one, not a counter: Rspack derives a chunk's id, and so its file name, from
 * its name, and a counter would rename every chunk after a new page, so returning readers would download them
 * all again. A name whose slot is taken takes the next free one, in the order of the long names; so a new page
 * renames another chunk only when it lands on that chunk's slot, about one new page in 75 at this site's size.
 * No other chunk of the site has a 3-character name (the search chunks have long ones).
 * @param {string} routesChunkNamesSource .docusaurus/routesChunkNames.json, which names every route chunk
 * @returns {Map<string, string>} Docusaurus's name to the short one
 */
function shortChunkNames(routesChunkNamesSource) {
  /** @type {Set<string>} */
  const longNames = new Set();
  /** @param {unknown} value */
  const visit = (value) => {
    if (typeof value === 'string') longNames.add(value);
    else if (value && typeof value === 'object') for (const child of Object.values(value)) visit(child);
  };
  visit(JSON.parse(routesChunkNamesSource));
  if (longNames.size > SLOTS / 2) throw new Error(`plugins/lean-entry/chunk-names.cjs: ${longNames.size} route chunks need longer short names`);
  /** @type {Set<number>} */
  const taken = new Set();
  /** @type {Map<string, string>} */
  const names = new Map();
  for (const longName of [...longNames].sort()) {
    let slot = createHash('sha1').update(longName).digest().readUInt32BE(0) % SLOTS;
    while (taken.has(slot)) slot = (slot + 1) % SLOTS;
    taken.add(slot);
    names.set(longName, nameOfSlot(slot));
  }
  return names;
}

/**
 * routesChunkNames.json with every chunk name shortened.
 * @param {string} source
 * @returns {string}
 */
function withShortChunkNames(source) {
  const names = shortChunkNames(source);
  return JSON.stringify(JSON.parse(source), (_key, value) => (typeof value === 'string' ? names.get(value) : value));
}

module.exports = { shortChunkNames, withShortChunkNames };
