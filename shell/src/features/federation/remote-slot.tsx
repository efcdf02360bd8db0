import type { RemoteModuleId, RemoteModules } from '@agency/platform/contracts';
import { slotBlockName, slotIncludePath } from '@agency/platform/fragments';
import type { ReactNode } from 'react';
import { Suspense, use, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from '@agency/platform/router';
import { markComposition } from '../composition/marks';
import { usePageOrigin } from '../composition/page-origin';
import { SLOT_ATTRIBUTE } from '../composition/server-page';
import { getLoadedRemoteModule, loadRemoteModule } from './remote-registry';
import { SectionErrorBoundary } from './section-error-boundary';
import type { UseRemoteModuleOptions } from './use-remote-module';
import { useRemoteModule } from './use-remote-module';

export interface RemoteSlotProps<Id extends RemoteModuleId> extends UseRemoteModuleOptions {
  id: Id;
  /** Renders the loaded module; keep it stable (a server fragment's boundary is memoised on it). */
  render: (module: RemoteModules[Id]) => ReactNode;
  /**
   * What the slot shows until the code arrives. The build writes it into the page's frame, so a
   * page served without the fragment shows it too, and the browser takes over from there.
   */
  placeholder: ReactNode;
  /** What the visitor sees when the code cannot load, with a retry. */
  fallback: (retry: () => void) => ReactNode;
  /** When to load the code (a widget waits until it nears the viewport); at once by default. */
  whenToLoad?: (slot: HTMLElement) => Promise<void>;
  /** A render error is cleared when this changes (the URL, for a section). */
  resetKey?: unknown;
}

interface Gate<T> {
  promise: Promise<T>;
  open: (value: T) => void;
}

function createGate<T>(): Gate<T> {
  let open: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => (open = resolve));
  return { promise, open };
}

/**
 * Suspends until the gate opens with the module, then renders it. Inside a Suspense boundary
 * that holds server HTML, React keeps that HTML untouched while this suspends and hydrates it
 * (the same DOM nodes) once the module is here.
 */
function HydrateWhenReady<Id extends RemoteModuleId>({
  id,
  gate,
  render,
}: {
  id: Id;
  gate: Gate<RemoteModules[Id]>;
  render: (module: RemoteModules[Id]) => ReactNode;
}) {
  const module = use(gate.promise);
  useEffect(() => {
    markComposition('agency:hydrated', id);
  }, [id]);
  return render(module);
}

/**
 * One place on a page where a remote module shows: a section in the main area, or a widget on
 * Home. It renders in one of three ways:
 * - in the shell's build (the frame), its placeholder between markers that become an include of
 *   the section's fragment, with the placeholder as what shows when the include fails;
 * - in the browser, over server HTML (the slot holds a fragment): behind a Suspense boundary that
 *   keeps the HTML as it is until the code has loaded, then hydrates it. If the code is of another
 *   build than the fragment (a deploy landed in between), or fails to load, the slot renders
 *   afresh on the client instead: no mismatch, no error for the visitor;
 * - in the browser, without server HTML: the placeholder, then the module (bounded retry, fallback).
 */
export function RemoteSlot<Id extends RemoteModuleId>({
  id,
  render,
  placeholder,
  fallback,
  whenToLoad = immediately,
  resetKey,
  load = loadRemoteModule,
  retryDelays,
}: RemoteSlotProps<Id>) {
  const origin = usePageOrigin();
  const { pathname } = useLocation();
  const slotRef = useRef<HTMLDivElement>(null);
  const serverBuild =
    origin.kind === 'hydrate' && origin.page.pathname === pathname ? origin.page.fragments.get(id) : undefined;
  const [hydrating, setHydrating] = useState(serverBuild !== undefined);
  const [gate] = useState(createGate<RemoteModules[Id]>);
  const [wanted, setWanted] = useState(whenToLoad === immediately);
  // The module loaded over a fragment of another build: rendered afresh, without loading it again.
  const [adopted, setAdopted] = useState<RemoteModules[Id]>();
  const [state, retry] = useRemoteModule(id, { load, retryDelays, enabled: wanted && !hydrating && !adopted });

  // Server HTML: load the code when it is wanted, and hydrate only with code of the same build.
  // Nothing here sets state while the boundary waits, except to leave it: an update to a
  // boundary that is still dehydrated would throw its server HTML away.
  useEffect(() => {
    if (!hydrating || !slotRef.current) return;
    let cancelled = false;
    whenToLoad(slotRef.current)
      .then(() => load(id))
      .then(
        (module) => {
          if (cancelled) return;
          if (module.build === serverBuild) {
            gate.open(module);
            return;
          }
          console.info(
            `[composition] ${id}: the page's fragment is of build ${serverBuild}, the code of build ${String(module.build)}; rendering afresh`,
          );
          markComposition('agency:rendered-afresh', id);
          setAdopted(module);
          setHydrating(false);
        },
        () => {
          // The client path retries, then shows the fallback.
          if (cancelled) return;
          markComposition('agency:rendered-afresh', id);
          setWanted(true);
          setHydrating(false);
        },
      );
    return () => {
      cancelled = true;
    };
    // Runs once: the slot's server HTML belongs to the first render only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Without server HTML: the placeholder until the code is wanted and loaded.
  useEffect(() => {
    if (hydrating || wanted || !slotRef.current) return;
    let cancelled = false;
    void whenToLoad(slotRef.current).then(() => !cancelled && setWanted(true));
    return () => {
      cancelled = true;
    };
  }, [hydrating, wanted, whenToLoad]);

  const boundary = useMemo(
    () => (
      <Suspense fallback={placeholder}>
        <HydrateWhenReady id={id} gate={gate} render={render} />
      </Suspense>
    ),
    // The placeholder is a fallback only: a new one must not count as an update of the boundary.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [id, gate, render],
  );

  if (origin.kind === 'prerender') {
    return (
      <div {...{ [SLOT_ATTRIBUTE]: id }}>
        <template data-slot-open={slotBlockName(id)} data-include={slotIncludePath(id, pathname)} />
        {placeholder}
        <template data-slot-close={slotBlockName(id)} />
      </div>
    );
  }

  // A module loaded before (or just now, for a fragment of another build) renders at once.
  const loaded =
    state.status === 'loaded' ? state.module : hydrating ? undefined : (adopted ?? getLoadedRemoteModule(id));
  let content: ReactNode;
  if (hydrating) content = boundary;
  else if (loaded) content = render(loaded);
  else if (state.status === 'failed') content = fallback(retry);
  else content = placeholder;

  return (
    <div ref={slotRef} {...{ [SLOT_ATTRIBUTE]: id }}>
      <SectionErrorBoundary resetKey={resetKey} fallback={(reset) => fallback(reset)} onReset={retry}>
        {content}
      </SectionErrorBoundary>
    </div>
  );
}

const immediately = () => Promise.resolve();
