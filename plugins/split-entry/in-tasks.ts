/** Settles in a new task, so the browser can paint and handle input first: `scheduler.yield()`, else a message. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Runs each step after the one before has settled, every step after the first in a task of its own. */
export async function inTasks(steps: readonly (() => Promise<unknown>)[], yieldBetween = yieldToBrowser): Promise<void> {
  for (const [index, step] of steps.entries()) {
    if (index > 0) await yieldBetween();
    await step();
  }
}
