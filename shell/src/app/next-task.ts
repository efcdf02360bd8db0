/**
 * Resolves in a new task, after the browser has had the chance to handle input and paint.
 * `scheduler.yield()` where the browser has it; a message otherwise (a zero timeout would wait a
 * full second in a background tab).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
