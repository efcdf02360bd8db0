import type { SlotModuleId, SlotModules } from '@agency/platform/contracts';
import { slotBlockName, slotIncludePath } from '@agency/platform/fragments';
import type { ReactNode } from 'react';
import { usePrerendering } from '@agency/ui/island';
import { getLoadedRemoteModule } from './remote-registry';
import { SectionErrorBoundary } from './section-error-boundary';
import type { UseRemoteModuleOptions } from './use-remote-module';
import { useRemoteModule } from './use-remote-module';
import { SLOT_ATTRIBUTE } from './slot-attribute';

export { SLOT_ATTRIBUTE };

export interface RemoteSlotProps<Id extends SlotModuleId> extends UseRemoteModuleOptions {
  id: Id;
  /** The path the page is for: a section's route slot includes that route's fragment. */
  path: string;
  /** Renders the loaded module. */
  render: (module: SlotModules[Id]) => ReactNode;
  /**
   * What the slot shows until the code arrives. The build writes it into the page's frame, so a
   * page served without the fragment shows it too, and the browser takes over from there.
   */
  placeholder: ReactNode;
  /** What the visitor sees when the code cannot load, with a retry. */
  fallback: (retry: () => void) => ReactNode;
}

/**
 * One place on a page where a section's module shows: a section's route in the main area, or a
 * widget on Home. It renders in one of two ways:
 * - in the shell's build (the frame), its placeholder between markers that become an include of
 *   the section's fragment, with the placeholder as what shows when the include fails. The
 *   fragment stays the server's HTML in the browser: only its islands run code;
 * - in the browser, where the server could not include the fragment (the section was down or
 *   late) and in development: the module itself, with a bounded retry and a fallback with
 *   Try again (main.ts renders such slots).
 */
export function RemoteSlot<Id extends SlotModuleId>({
  id,
  path,
  render,
  placeholder,
  fallback,
  load,
  retryDelays,
}: RemoteSlotProps<Id>) {
  if (usePrerendering()) {
    return (
      <div {...{ [SLOT_ATTRIBUTE]: id }}>
        <template data-slot-open={slotBlockName(id)} data-include={slotIncludePath(id, path)} />
        {placeholder}
        <template data-slot-close={slotBlockName(id)} />
      </div>
    );
  }
  return (
    <div {...{ [SLOT_ATTRIBUTE]: id }}>
      <SlotContent
        id={id}
        render={render}
        placeholder={placeholder}
        fallback={fallback}
        load={load}
        retryDelays={retryDelays}
      />
    </div>
  );
}

/** A slot's content rendered in the browser: the placeholder, then the module (or its fallback). */
export function SlotContent<Id extends SlotModuleId>({
  id,
  render,
  placeholder,
  fallback,
  load,
  retryDelays,
}: Omit<RemoteSlotProps<Id>, 'path'>) {
  const [state, retry] = useRemoteModule(id, { load, retryDelays });
  const loaded = state.status === 'loaded' ? state.module : getLoadedRemoteModule(id);
  let content: ReactNode;
  if (loaded) content = render(loaded);
  else if (state.status === 'failed') content = fallback(retry);
  else content = placeholder;
  return (
    <SectionErrorBoundary fallback={(reset) => fallback(reset)} onReset={retry}>
      {content}
    </SectionErrorBoundary>
  );
}
