import { describe, expect, it } from 'vitest';
import { holdPrefetching, whenPrefetchingUnheld } from '../hold';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('holds on prefetching', () => {
  it('runs at once when nothing holds prefetching', () => {
    let ran = false;
    whenPrefetchingUnheld(() => (ran = true));
    expect(ran).toBe(true);
  });

  it('waits for the hold to end, and ending it twice changes nothing', async () => {
    const end = holdPrefetching();
    let runs = 0;
    whenPrefetchingUnheld(() => runs++);
    await settle();
    expect(runs).toBe(0);
    end();
    end();
    await settle();
    expect(runs).toBe(1);
  });

  it('waits for every hold, including one taken while it waits', async () => {
    const endFirst = holdPrefetching();
    let ran = false;
    whenPrefetchingUnheld(() => (ran = true));
    const endSecond = holdPrefetching();
    endFirst();
    await settle();
    expect(ran).toBe(false);
    endSecond();
    await settle();
    expect(ran).toBe(true);
  });
});
