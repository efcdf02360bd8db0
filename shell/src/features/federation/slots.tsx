/**
 * The shell's slots, each a section's module in a place of a page: a section's route in the main
 * area, and Home's two widgets. The build writes each into the page's frame as an include of the
 * section's fragment (the server fills it at request time), whose own content, shown where the
 * include fails, is the module as a client-only island: the browser then renders the section
 * itself, through the island runtime (retried, then "temporarily unavailable" with Try again).
 */
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { IslandPropsOf, SlotIslandName, WidgetId } from '@agency/platform/contracts';
import { homeWidgets } from '@agency/platform/contracts';
import { SLOT_ATTRIBUTE, slotBlockName, slotIncludePath } from '@agency/platform/fragments';
import type { Locale, RemoteName } from '@agency/platform/routes';
import { Island } from '@agency/ui/island';
import { useLocale } from '@agency/ui/theme';
import type { ReactNode } from 'react';
import { SectionLoading, SectionUnavailable } from './section-fallback';

interface SlotProps<Name extends SlotIslandName> {
  name: Name;
  /** The route the page is for, and its language: a section's route slot includes that route's fragment in it. */
  route: string;
  locale: Locale;
  props: IslandPropsOf<Name>;
  /** What the slot shows until the section's code has rendered it in the browser. */
  placeholder: ReactNode;
  /** What it shows when that code cannot load. */
  unavailable: ReactNode;
}

/**
 * A slot as the frame has it: between markers that the build turns into an SSI include of the
 * section's fragment (prerender/documents.ts), the island that renders the module in the browser.
 */
function Slot<Name extends SlotIslandName>({ name, route, locale, props, placeholder, unavailable }: SlotProps<Name>) {
  const island = { name, props, clientOnly: placeholder, unavailable, when: 'visible' } as const;
  return (
    <div {...{ [SLOT_ATTRIBUTE]: name }}>
      <template data-slot-open={slotBlockName(name)} data-include={slotIncludePath(name, route, locale)} />
      <Island {...island} />
      <template data-slot-close={slotBlockName(name)} />
    </div>
  );
}

/** Space held until a widget shows, so nothing below it moves when it arrives. */
const widgetPlaceholders: Record<WidgetId, SxProps<Theme>> = {
  'services/ServiceGrid': { minHeight: { xs: 3200, sm: 1900, lg: 1000 } },
  'contact/QuoteForm': { minHeight: 1100 },
};

/** A section's route in the main area. */
export function SectionSlot({ name, route, locale }: { name: RemoteName; route: string; locale: Locale }) {
  return (
    <Slot
      name={`${name}/Section`}
      route={route}
      locale={locale}
      props={{ path: route, locale }}
      placeholder={<SectionLoading locale={locale} />}
      unavailable={<SectionUnavailable />}
    />
  );
}

/** A widget of a section on one of the shell's pages (Home), in the page's language. */
export function WidgetSlot({ id }: { id: WidgetId }) {
  const locale = useLocale();
  return (
    <Slot
      name={id}
      route="/"
      locale={locale}
      props={{ ...homeWidgets[id], locale } as IslandPropsOf<typeof id>}
      placeholder={<Box sx={widgetPlaceholders[id]} aria-hidden />}
      unavailable={<SectionUnavailable variant="widget" />}
    />
  );
}
