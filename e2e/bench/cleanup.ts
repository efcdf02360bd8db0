/**
 * Everything the bench starts (servers, Chromium) registers how to stop it here, so a failure,
 * Ctrl-C or SIGTERM never leaves a process behind.
 */

type Cleanup = { name: string; run: () => Promise<void> | void; sync?: () => void };

const cleanups: Cleanup[] = [];
/** Entries being stopped: a hard exit meanwhile (a second signal) still kills them. */
const stopping = new Set<Cleanup>();

async function stopEntry(entry: Cleanup): Promise<void> {
  stopping.add(entry);
  try {
    await entry.run();
  } finally {
    stopping.delete(entry);
  }
}

/** Registers a resource; returns a function that stops it now and unregisters it. */
export function onCleanup(name: string, run: () => Promise<void> | void, sync?: () => void): () => Promise<void> {
  const entry: Cleanup = { name, run, sync };
  cleanups.push(entry);
  return async () => {
    const index = cleanups.indexOf(entry);
    if (index < 0) return;
    cleanups.splice(index, 1);
    await stopEntry(entry);
  };
}

let cleaning: Promise<void> | undefined;

/**
 * Stops everything still registered, newest first; never throws. A call while a cleanup runs
 * waits for that one: the signal handler and the failing measurement both call it, and the
 * process must not exit while a server is still being stopped.
 */
export function cleanupAll(): Promise<void> {
  cleaning ??= (async () => {
    while (cleanups.length > 0) {
      const entry = cleanups.pop();
      if (!entry) break;
      try {
        await stopEntry(entry);
      } catch (error) {
        console.error(`bench: could not stop ${entry.name}:`, error);
      }
    }
  })().finally(() => {
    cleaning = undefined;
  });
  return cleaning;
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
    for (const entry of [...cleanups, ...stopping]) {
      try {
        entry.sync?.();
      } catch {
        // already gone
      }
    }
  });
}

export const wasInterrupted = () => interrupted;
