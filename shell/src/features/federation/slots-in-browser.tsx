/**
 * Containment: a slot the server could not fill (the section was down, or later than the
 * composer's deadline) holds the placeholder the build wrote into the frame; the browser renders
 * the section's module there itself, through federation, with a bounded retry and, failing that,
 * "temporarily unavailable" with Try again. Loaded only on a page with such a slot.
 */
import type { SlotModuleId } from '@agency/platform/contracts';
import { IslandProviders } from '@agency/ui/island-providers';
import { createRoot } from 'react-dom/client';
import { SLOT_ATTRIBUTE, SlotContent } from './remote-slot';
import { slotView } from './slots';

/** Marks a slot whose content the browser rendered (and React owns), not the server. */
export const SLOT_RENDERED_ATTRIBUTE = 'data-slot-rendered';

export function renderSlots(slots: readonly HTMLElement[]): void {
  for (const slot of slots) {
    slot.setAttribute(SLOT_RENDERED_ATTRIBUTE, '');
    const id = slot.getAttribute(SLOT_ATTRIBUTE) as SlotModuleId;
    const view = slotView(id, window.location.pathname);
    // React clears the slot (its placeholder) when it commits: the placeholder it renders first is the same.
    createRoot(slot, { identifierPrefix: `${id.replace('/', '-')}-` }).render(
      <IslandProviders>
        <SlotContent id={id} {...view} />
      </IslandProviders>,
    );
  }
}
