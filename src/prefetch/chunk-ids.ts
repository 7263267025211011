import type { DocusaurusClient } from './queue';

// The bundler's runtime; `gcaReady` is there in production builds (plugins/lean-entry/chunk-ids-file.ts).
declare const __webpack_require__: { gcaReady?: () => Promise<void> };

/** Resolves once the runtime can name route chunks' files: at once where the map is in the runtime (dev server). */
export const chunkIdsReady = (): Promise<void> => __webpack_require__.gcaReady?.() ?? Promise.resolve();

/** A client whose prefetches wait until the runtime can name the chunks they fetch. */
export function afterChunkIds(client: DocusaurusClient, ready: () => Promise<void>): DocusaurusClient {
  return Object.freeze({ ...client, prefetch: (path: string) => ready().then(() => client.prefetch(path)) });
}
