import { yieldToMain } from '../utils/yield-to-main';

/** Runs each step after the one before has settled, every step after the first in a task of its own. */
export async function inTasks(steps: readonly (() => Promise<unknown>)[], yieldBetween = yieldToMain): Promise<void> {
  for (const [index, step] of steps.entries()) {
    if (index > 0) await yieldBetween();
    await step();
  }
}
