// @ts-check
// The thread plugins/search-index/index-worker.ts builds search indexes in. Its modules are TypeScript and ESM-only
// packages, so it loads them as Docusaurus loads the site's config: through jiti, with its transpilation cache.
const { parentPort } = require('node:worker_threads');
// jiti 1 exports its factory as the module itself; its types call it the default export.
const createJiti = /** @type {typeof import('jiti').default} */ (/** @type {unknown} */ (require('jiti')));
const jiti = createJiti(__filename, { cache: true });

/** @type {typeof import('./build-indexes')} */
const { buildIndexes } = jiti('./build-indexes.ts');

if (!parentPort) throw new Error('plugins/search-index/worker.cjs runs as a worker thread (index-worker.ts)');
const port = parentPort;
port.on('message', (/** @type {import('./index-worker').Job} */ { id, input }) => {
  try {
    port.postMessage({ id, result: buildIndexes(input) });
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
