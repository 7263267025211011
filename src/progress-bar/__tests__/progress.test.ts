import { describe, expect, it } from 'vitest';
import { PROGRESS_DELAY_MS, progressOnRouteMoves, type ProgressBar } from '../progress';

function harness() {
  const calls: string[] = [];
  const timers: Array<{ run: () => void; ms: number; cleared: boolean }> = [];
  let loads = 0;
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const bar: ProgressBar = { start: () => calls.push('start'), done: () => calls.push('done') };
  const progress = progressOnRouteMoves(
    () => (loads++, arrived.then(() => bar)),
    (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return () => (timer.cleared = true);
    },
  );
  const fire = () => timers.filter((timer) => !timer.cleared).forEach((timer) => timer.run());
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { progress, calls, timers, fire, arrive, settle, loads: () => loads };
}

const move = { location: { pathname: '/docs/b' }, previousLocation: { pathname: '/docs/a' } };

describe('the progress bar of in-app moves', () => {
  it('loads nothing for the first page, nor for a move within the page', () => {
    const { progress, loads } = harness();
    expect(progress.onRouteUpdate({ location: { pathname: '/docs/a' }, previousLocation: null })).toBeUndefined();
    expect(progress.onRouteUpdate({ location: { pathname: '/docs/a' }, previousLocation: { pathname: '/docs/a' } })).toBeUndefined();
    expect(loads()).toBe(0);
  });

  it('starts loading nprogress with the move, and shows the bar once the move has taken 200 ms', async () => {
    const { progress, calls, timers, fire, arrive, settle, loads } = harness();
    progress.onRouteUpdate(move);
    expect(loads()).toBe(1);
    expect(timers[0]?.ms).toBe(PROGRESS_DELAY_MS);
    fire();
    arrive();
    await settle();
    expect(calls).toEqual(['start']);
    progress.onRouteDidUpdate();
    await settle();
    expect(calls).toEqual(['start', 'done']);
  });

  it('never shows the bar after the move has ended, even when nprogress arrives late', async () => {
    const { progress, calls, fire, arrive, settle } = harness();
    progress.onRouteUpdate(move);
    fire();
    progress.onRouteDidUpdate();
    arrive();
    await settle();
    expect(calls).toEqual(['done']);
  });

  it('shows no bar for a move that ends within 200 ms, and loads nprogress once for every move', async () => {
    const { progress, calls, arrive, settle, loads } = harness();
    const cancel = progress.onRouteUpdate(move);
    cancel?.();
    progress.onRouteDidUpdate();
    progress.onRouteUpdate(move);
    arrive();
    await settle();
    expect(calls).toEqual(['done']);
    expect(loads()).toBe(1);
  });
});
