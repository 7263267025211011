import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { processWide } from './process-wide';

export interface Job<Input> {
  id: number;
  input: Input;
}
type Reply<Output> = { id: number; result: Output } | { id: number; error: string };
type Pending<Output> = { resolve: (output: Output) => void; reject: (error: Error) => void };

/**
 * A worker thread that runs one exported function of a build-time module (TypeScript, loaded through jiti), so a
 * production build bundles while that work runs on the core the bundler leaves idle. One thread per module serves
 * every locale of a build process, so the module may keep what locales share. It does not keep the process alive
 * while it has nothing to do.
 */
class ModuleWorker<Input, Output> {
  private worker: Worker | undefined;
  private nextId = 0;
  private readonly pending = new Map<number, Pending<Output>>();

  constructor(
    private readonly modulePath: string,
    private readonly exportName: string,
    private readonly names: WorkerNames,
  ) {}

  run(input: Input): Promise<Output> {
    const worker = (this.worker ??= this.start());
    const id = this.nextId++;
    worker.ref();
    return new Promise<Output>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, input } satisfies Job<Input>);
    });
  }

  private start(): Worker {
    const worker = new Worker(join(__dirname, 'module-worker-thread.cjs'), { workerData: { modulePath: this.modulePath, exportName: this.exportName } });
    worker.on('message', (reply: Reply<Output>) => {
      const job = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (this.pending.size === 0) worker.unref();
      if ('error' in reply) job?.reject(new Error(`[${this.names.plugin}] ${this.names.failure}: ${reply.error}`));
      else job?.resolve(reply.result);
    });
    const fail = (error: Error) => {
      for (const job of this.pending.values()) job.reject(error);
      this.pending.clear();
      this.worker = undefined;
    };
    worker.on('error', (error) => fail(new Error(`[${this.names.plugin}] the worker failed: ${error.stack ?? error.message}`)));
    worker.on('exit', (code) => fail(new Error(`[${this.names.plugin}] the worker exited (code ${code})`)));
    return worker;
  }
}

/** How a worker's errors read: `[plugin] failure: the error`. */
export interface WorkerNames {
  plugin: string;
  /** What did not happen: "the index could not be built". */
  failure: string;
}

/**
 * Runs `exportName` of the module at `modulePath` (absolute) on `input` in that module's worker thread, which the
 * whole build process shares.
 */
export function runInWorker<Input, Output>(modulePath: string, exportName: string, names: WorkerNames, input: Input): Promise<Output> {
  const worker = processWide(`module-worker:${modulePath}#${exportName}`, () => new ModuleWorker<Input, Output>(modulePath, exportName, names));
  return worker.run(input);
}
