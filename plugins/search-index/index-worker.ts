import { join } from 'node:path';
import type { BuiltIndexes, IndexBuildInput } from './build-indexes';
import { runInWorker } from '../shared/module-worker';

/**
 * Builds the indexes (./build-indexes.ts) in a worker thread, so that a production build bundles while the index is
 * built. One thread serves every locale of a build process: it keeps the sections parsed from sources the locales
 * share (./extract-records.ts).
 */
export function buildIndexesInWorker(input: IndexBuildInput): Promise<BuiltIndexes> {
  const names = { plugin: 'search-index', failure: 'the index could not be built' };
  return runInWorker<IndexBuildInput, BuiltIndexes>(join(__dirname, 'build-indexes.ts'), 'buildIndexes', names, input);
}
