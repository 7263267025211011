// @ts-check
// The thread plugins/shared/module-worker.ts runs a plugin's build work in. That work is TypeScript and uses ESM-only
// packages, so the thread loads it as Docusaurus loads the site's config: through jiti, with its transpilation cache.
const { parentPort, workerData } = require('node:worker_threads');
// jiti 1 exports its factory as the module itself; its types call it the default export.
const createJiti = /** @type {typeof import('jiti').default} */ (/** @type {unknown} */ (require('jiti')));
const jiti = createJiti(__filename, { cache: true });

if (!parentPort) throw new Error('plugins/shared/module-worker-thread.cjs runs as a worker thread (module-worker.ts)');
const { modulePath, exportName } = /** @type {{ modulePath: string, exportName: string }} */ (workerData);
const run = jiti(modulePath)[exportName];
if (typeof run !== 'function') throw new Error(`${modulePath} exports no function ${exportName}`);
const port = parentPort;
port.on('message', async (/** @type {import('./module-worker').Job<unknown>} */ { id, input }) => {
  try {
    port.postMessage({ id, result: await run(input) });
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
