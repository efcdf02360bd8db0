import type { SlotModuleId as RemoteModuleId, SlotModules as RemoteModules } from '@agency/platform/contracts';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { getLoadedRemoteModule, loadRemoteModule } from './remote-registry';

export type RemoteModuleState<Id extends RemoteModuleId> =
  { status: 'loading' } | { status: 'loaded'; module: RemoteModules[Id] } | { status: 'failed'; error: unknown };

/** Delays between automatic attempts; after the last one the caller shows its fallback. */
export const RETRY_DELAYS_MS = [400, 1200] as const;

export interface UseRemoteModuleOptions {
  load?: typeof loadRemoteModule;
  retryDelays?: readonly number[];
}

interface UseRemoteModuleSettings extends UseRemoteModuleOptions {
  /** Nothing is loaded until this is true (a module loaded before is still returned at once). */
  enabled?: boolean;
}

/**
 * Loads a remote module with a bounded automatic retry. `retry()` starts a fresh round of
 * attempts — unlike React.lazy, which caches a rejection forever.
 */
export function useRemoteModule<Id extends RemoteModuleId>(
  id: Id,
  { load = loadRemoteModule, retryDelays = RETRY_DELAYS_MS, enabled = true }: UseRemoteModuleSettings = {},
): [RemoteModuleState<Id>, () => void] {
  const initial = (): RemoteModuleState<Id> => {
    const loaded = getLoadedRemoteModule(id);
    return loaded ? { status: 'loaded', module: loaded } : { status: 'loading' };
  };
  const [state, setState] = useState<RemoteModuleState<Id>>(initial);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    const loaded = getLoadedRemoteModule(id);
    if (loaded) {
      setState({ status: 'loaded', module: loaded });
      return;
    }
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setState({ status: 'loading' });
    const attempt = (index: number) => {
      load(id).then(
        (module) => {
          // Rendering a freshly loaded section is a transition: it yields to input as it goes.
          if (!cancelled) startTransition(() => setState({ status: 'loaded', module }));
        },
        (error: unknown) => {
          if (cancelled) return;
          const delay = retryDelays[index];
          if (delay === undefined) setState({ status: 'failed', error });
          else timer = setTimeout(() => attempt(index + 1), delay);
        },
      );
    };
    attempt(0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [id, load, retryDelays, round, enabled]);

  const retry = useCallback(() => setRound((value) => value + 1), []);
  return [state, retry];
}
