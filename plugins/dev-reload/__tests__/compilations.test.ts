import { afterEach, describe, expect, it } from 'vitest';
import { afterCompilation, CompilationTracker } from '../compilations';

type Hook = 'invalid' | 'watchRun' | 'done' | 'failed' | 'watchClose';

/** A compiler whose hooks the test fires by hand. */
function fakeCompiler() {
  const taps = new Map<Hook, (() => void)[]>();
  const hook = (name: Hook) => ({ tap: (_plugin: string, callback: () => void) => void taps.set(name, [...(taps.get(name) ?? []), callback]) });
  const compiler = { hooks: { invalid: hook('invalid'), watchRun: hook('watchRun'), done: hook('done'), failed: hook('failed'), watchClose: hook('watchClose') } };
  new CompilationTracker().apply(compiler);
  return { fire: (name: Hook) => taps.get(name)?.forEach((callback) => callback()) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the promise has settled, without waiting for it. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await sleep(0);
  return done;
}

let compiler: ReturnType<typeof fakeCompiler> | undefined;
afterEach(() => {
  // The state is process-wide: the next test starts without a tracked compiler.
  compiler?.fire('watchClose');
  compiler = undefined;
});

describe('the docs reload waits for the compilation a save started (plugins/dev-reload)', () => {
  it('does not wait when no compiler is tracked: production builds, the dev server before its compiler exists', async () => {
    expect(await settled(afterCompilation({ noticeMs: 1000 }))).toBe(true);
  });

  it('waits until the compilation the save started is done, when the bundler notices the save after the reload began', async () => {
    compiler = fakeCompiler();
    const reload = afterCompilation({ noticeMs: 30 });
    compiler.fire('invalid');
    compiler.fire('watchRun');
    await sleep(60);
    expect(await settled(reload)).toBe(false);
    compiler.fire('done');
    expect(await settled(reload)).toBe(true);
  });

  it('goes ahead once a compilation fails, and when no compilation starts', async () => {
    compiler = fakeCompiler();
    compiler.fire('watchRun');
    const reload = afterCompilation({ noticeMs: 10 });
    await sleep(30);
    expect(await settled(reload)).toBe(false);
    compiler.fire('failed');
    expect(await settled(reload)).toBe(true);
    const idle = afterCompilation({ noticeMs: 10 });
    await sleep(30);
    expect(await settled(idle)).toBe(true);
  });

  it('goes ahead after the longest wait, however long the bundler keeps compiling', async () => {
    compiler = fakeCompiler();
    compiler.fire('invalid');
    const reload = afterCompilation({ noticeMs: 0, maxWaitMs: 50 });
    await sleep(20);
    expect(await settled(reload)).toBe(false);
    await sleep(60);
    expect(await settled(reload)).toBe(true);
  });
});
