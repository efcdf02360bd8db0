import { ThemeProvider } from '@mui/material/styles';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { createElement } from 'react';
import type { Locale } from '@agency/platform/routes';
import { LocaleContext, theme } from '@agency/ui/theme';

/**
 * What every island (and a section rendered in the browser) is wrapped in: the one theme, from
 * the island's own copy of MUI, so no MUI context has to cross from one app to another. The page
 * already carries the theme's CSS variables and the baseline (rendered with the page's frame), so
 * an island generates no style sheet of its own; the colour scheme follows the system through CSS
 * alone, so nothing is read from storage or the media query before rendering.
 */
export function IslandProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme} noSsr disableStyleSheetGeneration storageManager={null}>
      {children}
    </ThemeProvider>
  );
}

/** A component as an island module's default export: in its own providers. */
export function asIsland<P extends object>(component: ComponentType<P>): (props: P) => ReactElement {
  function AsIsland(props: P) {
    return <IslandProviders>{createElement(component, props)}</IslandProviders>;
  }
  AsIsland.displayName = `Island(${component.displayName ?? component.name})`;
  return AsIsland;
}

/**
 * A section's module as a slot's island: in its own providers and the page's language (its props'
 * `locale`), which what it renders reads as the section's fragment did at its build.
 */
export function asSlotIsland<P extends object>(
  component: ComponentType<P>,
): (props: P & { locale: Locale }) => ReactElement {
  function AsSlotIsland({ locale, ...props }: P & { locale: Locale }) {
    return (
      <LocaleContext value={locale}>
        <IslandProviders>{createElement(component, props as P)}</IslandProviders>
      </LocaleContext>
    );
  }
  AsSlotIsland.displayName = `SlotIsland(${component.displayName ?? component.name})`;
  return AsSlotIsland;
}
