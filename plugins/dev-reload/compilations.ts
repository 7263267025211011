import { processWide } from '../shared/process-wide';

/** What the dev server's client compiler is doing, seen by every plugin instance in the process. */
interface Compilations {
  /** A compiler reports here: the dev server is running (production builds never track). */
  tracked: boolean;
  /** A compilation is running or about to run (a watched file changed). */
  running: boolean;
  /** Callers of `afterCompilation` waiting for the compiler to go idle. */
  waiting: (() => void)[];
}

const compilations = (): Compilations => processWide('client-compilations', () => ({ tracked: false, running: false, waiting: [] }));

/** The part of a compiler's hooks the tracker taps, the same in webpack and Rspack. */
interface TrackedCompiler {
  hooks: Record<'invalid' | 'watchRun' | 'done' | 'failed' | 'watchClose', { tap(name: string, callback: () => void): void }>;
}

/** A bundler plugin that reports to `afterCompilation` when the client compiler starts and ends a compilation. */
export class CompilationTracker {
  apply(compiler: TrackedCompiler): void {
    const state = compilations();
    state.tracked = true;
    const start = () => {
      state.running = true;
    };
    const end = () => {
      state.running = false;
      for (const resume of state.waiting.splice(0)) resume();
    };
    // `invalid` as soon as the watcher sees a change, `watchRun` as the compilation starts.
    compiler.hooks.invalid.tap('dev-reload', start);
    compiler.hooks.watchRun.tap('dev-reload', start);
    compiler.hooks.done.tap('dev-reload', end);
    compiler.hooks.failed.tap('dev-reload', end);
    compiler.hooks.watchClose.tap('dev-reload', () => {
      state.tracked = false;
      end();
    });
  }
}

export interface WaitOptions {
  /** How long the bundler's watcher gets to notice the change that caused this call. */
  noticeMs?: number;
  /** Proceed after this long whatever the compiler does (a burst of saves must not hold the reload for ever). */
  maxWaitMs?: number;
}

/**
 * Resolves once the dev server's client compiler has finished the compilation a file change started, or at once
 * when no compiler is tracked (production builds, the dev server's first load).
 */
export async function afterCompilation({ noticeMs = 50, maxWaitMs = 10_000 }: WaitOptions = {}): Promise<void> {
  const state = compilations();
  if (!state.tracked) return;
  await new Promise((resolve) => setTimeout(resolve, noticeMs));
  const deadline = Date.now() + maxWaitMs;
  while (state.running && Date.now() < deadline) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, deadline - Date.now());
      state.waiting.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
