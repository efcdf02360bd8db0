import type { ComponentProps, ComponentType, ReactNode } from 'react';
import type { RemoteName } from '../routes/routes';

/**
 * What every remote's `./Section` receives: the page of one of its routes. The server composes
 * it from the section's fragment; the browser renders `./Section` itself only when the fragment
 * was missing (the section was down or late when the page was composed), or in development.
 */
export interface SectionProps {
  /** The route to render, e.g. `/blog/crm-evolution`. */
  path: string;
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

/** The four enquiry forms, one island (contact/EnquiryForm) with the form's name as a prop. */
export type EnquiryFormName = 'quote' | 'consultation' | 'training' | 'partnership';

/** contact/EnquiryForm: an enquiry form, its e-mail hand-off and (consultation) calendar. */
export interface EnquiryFormProps {
  form: EnquiryFormName;
  /** Prefix of every element id inside the form, so two forms never collide on one page. */
  idPrefix: string;
  /** The title's heading level: h2 on a form's own page, h3 inside a section of another page. */
  headingLevel?: 'h2' | 'h3';
}

/** blog/ShareButton: shares an article (system share sheet, or its address copied). */
export interface ShareButtonProps {
  title: string;
  text: string;
}

/**
 * An exposed module: its component, and the build it comes from (`buildId` of
 * `@agency/platform/build-id`), which the browser compares with the build of an island's HTML.
 */
export interface ExposedModule<Props> {
  default: ComponentType<Props>;
  build: string;
}

/**
 * What a page's slots show: a section's route (`./Section`), or a widget that another app's page
 * embeds (Home's service grid and quote form). The server fills a slot with the module's
 * fragment; the browser renders the module only where it could not.
 */
export interface SlotModules {
  'services/Section': ExposedModule<SectionProps>;
  'services/ServiceGrid': ExposedModule<ServiceGridProps>;
  'blog/Section': ExposedModule<SectionProps>;
  'portfolio/Section': ExposedModule<SectionProps>;
  'contact/Section': ExposedModule<SectionProps>;
  'contact/QuoteForm': ExposedModule<QuoteFormProps>;
}

/** The sections' islands: the parts of their pages that run code, each loaded on its own. */
export interface IslandModules {
  'contact/EnquiryForm': ExposedModule<EnquiryFormProps>;
  'blog/ShareButton': ExposedModule<ShareButtonProps>;
  'blog/SubscribeButton': ExposedModule<Record<string, never>>;
}

/** Every exposed module, keyed as `loadRemote` names it. */
export interface RemoteModules extends SlotModules, IslandModules {}

export type RemoteModuleId = keyof RemoteModules;

export type SlotModuleId = keyof SlotModules;

export type IslandModuleId = keyof IslandModules;

/** The exposed modules that other apps' pages embed in a slot (the slot modules but the sections). */
export type WidgetId = Exclude<SlotModuleId, `${string}/Section`>;

export type WidgetProps<Id extends RemoteModuleId> = ComponentProps<RemoteModules[Id]['default']>;

/**
 * The widgets as Home embeds them. A section renders each widget's fragment with exactly these
 * props, so the server HTML is what the shell's page hydrates.
 */
export const homeWidgets: { [Id in WidgetId]: WidgetProps<Id> } = {
  'services/ServiceGrid': { cardHeadingLevel: 'h3' },
  'contact/QuoteForm': { idPrefix: 'home-quote', headingLevel: 'h3' },
};

/** The sections' islands as a value; `satisfies` keeps it in step with the type. */
export const islandModuleIds = {
  'contact/EnquiryForm': true,
  'blog/ShareButton': true,
  'blog/SubscribeButton': true,
} as const satisfies Record<IslandModuleId, true>;

export function isIslandModuleId(name: string): name is IslandModuleId {
  return Object.hasOwn(islandModuleIds, name);
}

export function remoteOf(id: RemoteModuleId): RemoteName {
  return id.split('/')[0] as RemoteName;
}
