import type { ComponentProps, ComponentType, ReactNode } from 'react';
import type { RemoteName } from '../routes/routes';

/** What every remote's `./Section` receives from the shell. */
export interface SectionProps {
  /** Rendered for a sub-path the section does not know: the 404 stays the shell's. */
  notFound: ReactNode;
}

/** services/ServiceGrid: the twelve service cards, used by the shell's Home. */
export interface ServiceGridProps {
  /** Heading level of each card title, so the grid fits the host page's outline. */
  cardHeadingLevel?: 'h2' | 'h3';
}

/** contact/QuoteForm: the quote request form, used by Home's #contact section. */
export interface QuoteFormProps {
  /** Prefix for element ids, so two forms on one page never collide. */
  idPrefix?: string;
  /** Heading level of the form's title, so it fits the host page's outline (h2 on its own page). */
  headingLevel?: 'h2' | 'h3';
}

/**
 * An exposed module: its component, and the build it comes from (`buildId` of
 * `@agency/platform/build-id`), which the shell compares with the build of a page's fragment.
 */
export interface ExposedModule<Props> {
  default: ComponentType<Props>;
  build: string;
}

/** Every exposed module, keyed as `loadRemote` names it. */
export interface RemoteModules {
  'services/Section': ExposedModule<SectionProps>;
  'services/ServiceGrid': ExposedModule<ServiceGridProps>;
  'blog/Section': ExposedModule<SectionProps>;
  'portfolio/Section': ExposedModule<SectionProps>;
  'contact/Section': ExposedModule<SectionProps>;
  'contact/QuoteForm': ExposedModule<QuoteFormProps>;
}

export type RemoteModuleId = keyof RemoteModules;

/** The exposed modules that other apps' pages embed (everything but the sections). */
export type WidgetId = Exclude<RemoteModuleId, `${string}/Section`>;

export type WidgetProps<Id extends RemoteModuleId> = ComponentProps<RemoteModules[Id]['default']>;

/**
 * The widgets as Home embeds them. A section renders each widget's fragment with exactly these
 * props, so the server HTML is what the shell's page hydrates.
 */
export const homeWidgets: { [Id in WidgetId]: WidgetProps<Id> } = {
  'services/ServiceGrid': { cardHeadingLevel: 'h3' },
  'contact/QuoteForm': { idPrefix: 'home-quote', headingLevel: 'h3' },
};

/** The exposed modules as a value (for preloading); `satisfies` keeps it in step with the type. */
export const remoteModuleIds = {
  'services/Section': true,
  'services/ServiceGrid': true,
  'blog/Section': true,
  'portfolio/Section': true,
  'contact/Section': true,
  'contact/QuoteForm': true,
} as const satisfies Record<RemoteModuleId, true>;

export function remoteOf(id: RemoteModuleId): RemoteName {
  return id.split('/')[0] as RemoteName;
}
