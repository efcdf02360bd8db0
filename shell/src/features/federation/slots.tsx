/**
 * The shell's slots, each a section's module in a place of a page: a section's route in the main
 * area, and Home's two widgets. What each shows while its code arrives (the build writes that into
 * the frame) and when the code cannot load (with Try again).
 */
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { SlotModuleId, SlotModules, WidgetId } from '@agency/platform/contracts';
import { homeWidgets } from '@agency/platform/contracts';
import type { RemoteName } from '@agency/platform/routes';
import type { ComponentType, ReactNode } from 'react';
import { createElement } from 'react';
import { NotFoundPage } from '../../pages/not-found-page';
import { RemoteSlot } from './remote-slot';
import { SectionLoading, SectionUnavailable } from './section-fallback';

export interface SlotView<Id extends SlotModuleId> {
  render: (module: SlotModules[Id]) => ReactNode;
  placeholder: ReactNode;
  fallback: (retry: () => void) => ReactNode;
}

const sectionUnavailable = (retry: () => void) => <SectionUnavailable onRetry={retry} />;
const widgetUnavailable = (retry: () => void) => <SectionUnavailable variant="widget" onRetry={retry} />;

/** Space held until a widget shows, so nothing below it moves when it arrives. */
const widgetPlaceholders: Record<WidgetId, SxProps<Theme>> = {
  'services/ServiceGrid': { minHeight: { xs: 3200, sm: 1900, lg: 1000 } },
  'contact/QuoteForm': { minHeight: 1100 },
};

/** How a slot shows its module, for the page at `path`. */
export function slotView<Id extends SlotModuleId>(id: Id, path: string): SlotView<Id> {
  if (id.endsWith('/Section')) {
    return {
      render: (module) =>
        createElement(module.default as ComponentType<{ path: string; notFound: ReactNode }>, {
          path,
          notFound: <NotFoundPage />,
        }),
      placeholder: <SectionLoading />,
      fallback: sectionUnavailable,
    };
  }
  const widget = id as WidgetId;
  return {
    // The union of contract components collapses here; `id` ties the module to its props.
    render: (module) => createElement(module.default as ComponentType<object>, homeWidgets[widget]),
    placeholder: <Box sx={widgetPlaceholders[widget]} aria-hidden />,
    fallback: widgetUnavailable,
  };
}

/** A section's route in the main area. */
export function SectionSlot({ name, path }: { name: RemoteName; path: string }) {
  return <RemoteSlot id={`${name}/Section`} path={path} {...slotView(`${name}/Section`, path)} />;
}

/** A widget of a section on one of the shell's pages (Home). */
export function WidgetSlot({ id }: { id: WidgetId }) {
  return <RemoteSlot id={id} path="/" {...slotView(id, '/')} />;
}
