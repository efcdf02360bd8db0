import type { ComponentType, ReactNode } from 'react';
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
}

/** Every exposed module, keyed as `loadRemote` names it. */
export interface RemoteModules {
  'services/Section': { default: ComponentType<SectionProps> };
  'services/ServiceGrid': { default: ComponentType<ServiceGridProps> };
  'blog/Section': { default: ComponentType<SectionProps> };
  'portfolio/Section': { default: ComponentType<SectionProps> };
  'contact/Section': { default: ComponentType<SectionProps> };
  'contact/QuoteForm': { default: ComponentType<QuoteFormProps> };
}

export type RemoteModuleId = keyof RemoteModules;

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
