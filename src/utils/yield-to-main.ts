/**
 * Settles in a new task, so the browser can paint and handle input first: `scheduler.yield()` where the browser has
 * it (its continuation runs before other queued tasks), else a message to itself (a task without setTimeout's
 * clamping). Dependency-free: the entry script uses it as well as the search index.
 */
export function yieldToMain(): Promise<void> {
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
