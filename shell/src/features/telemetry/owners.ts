/**
 * Which section, at which version, owns a part of the page: an island's section (its id starts
 * with it), a slot's section (`data-slot="blog/Section"`), else the shell. The version is the one
 * the page names for the section (`#agency-remotes`, written by the shell's server from the
 * section's release pointer), else `unversioned`.
 */
import { SLOT_ATTRIBUTE } from '@agency/platform/fragments';
import { ISLAND_ELEMENT, islandAttribute } from '@agency/platform/islands';
import { PAGE_REMOTES_ID } from '@agency/platform/releases';
import type { Owner } from '@agency/platform/telemetry';
import { SECTIONS } from '@agency/platform/telemetry';

type Section = Owner['section'];

/** An error the window reported before the measuring code loaded (kept by start-telemetry.ts). */
export type EarlyError = ErrorEvent | PromiseRejectionEvent;

export const isSection = (value: string | undefined): value is Section =>
  value !== undefined && (SECTIONS as readonly string[]).includes(value);

/** What the page says of its sections: where each one's code is, and its version. */
export interface PageSections {
  locations: Partial<Record<Section, string>>;
  versions: Partial<Record<Section, string>>;
}

export function readPageSections(root: Document = document): PageSections {
  try {
    const data = JSON.parse(root.getElementById(PAGE_REMOTES_ID)?.textContent ?? '{}') as Record<string, unknown>;
    const locations: PageSections['locations'] = {};
    for (const [name, value] of Object.entries(data))
      if (isSection(name) && typeof value === 'string') locations[name] = new URL('.', value).href;
    const versions = (typeof data.versions === 'object' && data.versions !== null ? data.versions : {}) as Record<
      string,
      unknown
    >;
    return {
      locations,
      versions: Object.fromEntries(
        Object.entries(versions).filter(
          (entry): entry is [Section, string] => isSection(entry[0]) && typeof entry[1] === 'string',
        ),
      ),
    };
  } catch {
    return { locations: {}, versions: {} };
  }
}

export function ownerOfSection(section: Section, page: PageSections): Owner {
  return { section, version: page.versions[section] ?? 'unversioned' };
}

/** The section of the part of the page a node is in. */
export function sectionOfNode(node: Node | null): Section {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  const island = element?.closest(`${ISLAND_ELEMENT}[${islandAttribute.id}]`)?.getAttribute(islandAttribute.id);
  const fromIsland = island?.split('-')[0];
  if (isSection(fromIsland)) return fromIsland;
  const fromSlot = element?.closest(`[${SLOT_ATTRIBUTE}]`)?.getAttribute(SLOT_ATTRIBUTE)?.split('/')[0];
  return isSection(fromSlot) ? fromSlot : 'shell';
}

/** The section a page belongs to: its path's first segment, when that names a section. */
export function sectionOfPath(pathname: string): Section {
  const first = pathname.split('/')[1];
  return isSection(first) && first !== 'shell' ? first : 'shell';
}

/** The section whose code a script URL is (its location, as the page names it), else the shell. */
export function sectionOfScript(url: string | undefined, page: PageSections): Section {
  if (!url) return 'shell';
  const match = Object.entries(page.locations).find(
    ([, base]) => base && url.startsWith(base.replace(/v\/[^/]+\/$/, '')),
  );
  return match && isSection(match[0]) ? match[0] : 'shell';
}
