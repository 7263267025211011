import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { BuiltIndexes, IndexBuildInput } from './build-indexes';
import { processWide } from '../shared/process-wide';

export interface Job {
  id: number;
  input: IndexBuildInput;
}
type Reply = { id: number; result: BuiltIndexes } | { id: number; error: string };
type Pending = { resolve: (built: BuiltIndexes) => void; reject: (error: Error) => void };

/**
 * A worker thread that builds search indexes (./build-indexes.ts), so that a production build bundles while the
 * index is built, on the core the bundler leaves idle. One thread serves every locale of a build process: it keeps
 * the sections parsed from sources the locales share (./extract-records.ts). It does not keep the process alive
 * while it has nothing to do.
 */
class IndexWorker {
  private worker: Worker | undefined;
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();

  build(input: IndexBuildInput): Promise<BuiltIndexes> {
    const worker = (this.worker ??= this.start());
    const id = this.nextId++;
    worker.ref();
    return new Promise<BuiltIndexes>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, input } satisfies Job);
    });
  }

  private start(): Worker {
    const worker = new Worker(join(__dirname, 'worker.cjs'));
    worker.on('message', (reply: Reply) => {
      const job = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (this.pending.size === 0) worker.unref();
      if ('error' in reply) job?.reject(new Error(`[search-index] the index could not be built: ${reply.error}`));
      else job?.resolve(reply.result);
    });
    const fail = (error: Error) => {
      for (const job of this.pending.values()) job.reject(error);
      this.pending.clear();
      this.worker = undefined;
    };
    worker.on('error', (error) => fail(new Error(`[search-index] the index worker failed: ${error.stack ?? error.message}`)));
    worker.on('exit', (code) => fail(new Error(`[search-index] the index worker exited (code ${code})`)));
    return worker;
  }
}

/** Builds the indexes in the build process's index worker, which every locale's plugin instance shares. */
export function buildIndexesInWorker(input: IndexBuildInput): Promise<BuiltIndexes> {
  return processWide('search-index.worker', () => new IndexWorker()).build(input);
}
