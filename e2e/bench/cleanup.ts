/**
 * Everything the bench starts (servers, Chromium) registers how to stop it here, so a failure,
 * Ctrl-C or SIGTERM never leaves a process behind.
 */

type Cleanup = { name: string; run: () => Promise<void> | void; sync?: () => void };

const cleanups: Cleanup[] = [];

/** Registers a resource; returns a function that stops it now and unregisters it. */
export function onCleanup(name: string, run: () => Promise<void> | void, sync?: () => void): () => Promise<void> {
  const entry: Cleanup = { name, run, sync };
  cleanups.push(entry);
  return async () => {
    const index = cleanups.indexOf(entry);
    if (index < 0) return;
    cleanups.splice(index, 1);
    await entry.run();
  };
}

/** Stops everything still registered, newest first; never throws. */
export async function cleanupAll(): Promise<void> {
  while (cleanups.length > 0) {
    const entry = cleanups.pop();
    if (!entry) break;
    try {
      await entry.run();
    } catch (error) {
      console.error(`bench: could not stop ${entry.name}:`, error);
    }
  }
}

let interrupted = false;

/** Ctrl-C / SIGTERM: clean up, then exit 130 / 143. A second signal exits at once. */
export function installSignalHandlers(): void {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ] as const) {
    process.on(signal, () => {
      if (interrupted) process.exit(code);
      interrupted = true;
      console.error(`\nbench: ${signal}, stopping servers and browsers…`);
      void cleanupAll().finally(() => process.exit(code));
    });
  }
  // Last resort (e.g. process.exit elsewhere): synchronous kills only.
  process.on('exit', () => {
    for (const entry of cleanups) {
      try {
        entry.sync?.();
      } catch {
        // already gone
      }
    }
  });
}

export const wasInterrupted = () => interrupted;
