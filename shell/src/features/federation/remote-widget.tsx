import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { RemoteModules, WidgetId } from '@agency/platform/contracts';
import { homeWidgets } from '@agency/platform/contracts';
import type { ComponentType, ReactNode } from 'react';
import { createElement, useCallback } from 'react';
import { RemoteSlot } from './remote-slot';
import { nearViewportOrIdle } from './when-to-load';

export interface RemoteWidgetProps<Id extends WidgetId> {
  id: Id;
  /** What the visitor sees if the widget cannot load; receives a retry callback. */
  fallback: (retry: () => void) => ReactNode;
  /** Space held until the widget shows, so nothing below it moves when it arrives. */
  placeholderSx?: SxProps<Theme>;
}

/**
 * A remote component embedded in a shell page (Home's service grid and quote form), contained like
 * a section. It renders with the props its fragment was rendered with (`homeWidgets`), and its
 * code loads when it nears the viewport, is pointed at or focused, or the browser is idle.
 */
export function RemoteWidget<Id extends WidgetId>({ id, fallback, placeholderSx }: RemoteWidgetProps<Id>) {
  const render = useCallback(
    // The union of contract components collapses here; `id` ties the module to its props.
    (module: RemoteModules[Id]) => createElement(module.default as ComponentType<object>, homeWidgets[id]),
    [id],
  );
  return (
    <RemoteSlot
      id={id}
      render={render}
      placeholder={<Box sx={placeholderSx} aria-hidden />}
      fallback={fallback}
      whenToLoad={nearViewportOrIdle}
    />
  );
}
