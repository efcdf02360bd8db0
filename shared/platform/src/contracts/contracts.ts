import type { ComponentProps, ComponentType, ReactNode } from 'react';
import type { AppName, Locale, RemoteName } from '../routes/routes';
import type { EnquiryCommonWords, EnquiryFormName, EnquiryFormWords } from './enquiry-words';

export type * from './enquiry-words';

/**
 * What every section's `Section` receives: the page of one of its routes. The section renders it
 * into its fragment at its build (the server composes the page from it), and the browser renders
 * it only where the fragment was missing (the section was down or late when the page was composed).
 */
export interface SectionProps {
  /** The route to render, e.g. `/blog/crm-evolution`. */
  path: string;
  /**
   * Rendered for a sub-path the section does not know: the section's own standalone page says so;
   * in the shell's pages the server answers such a path with the shell's 404 page.
   */
  notFound?: ReactNode;
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
 * contact/EnquiryForm: an enquiry form, its e-mail hand-off and (consultation) calendar, with every
 * word it shows or writes in the page's language (enquiry-words.ts).
 */
export type EnquiryFormProps = {
  [Form in EnquiryFormName]: {
    form: Form;
    /** Prefix of every element id inside the form, so two forms never collide on one page. */
    idPrefix: string;
    /** The title's heading level: h2 on a form's own page, h3 inside a section of another page. */
    headingLevel?: 'h2' | 'h3';
    words: EnquiryFormWords<Form>;
    common: EnquiryCommonWords;
  };
}[EnquiryFormName];

/** blog/ShareButton: shares an article (system share sheet, or its address copied), in the page's words. */
export interface ShareButtonProps {
  title: string;
  text: string;
  labels: {
    action: string;
    /** The button's accessible name. */
    label: string;
    /** The toasts: the address copied, or how to copy it by hand. */
    copied: string;
    copyFailed: string;
  };
}

/** blog/SubscribeButton: a mail link that subscribes to the regional updates, and a toast as it opens. */
export interface SubscribeButtonProps {
  /** The subscription request as a mailto: URL. */
  href: string;
  action: string;
  toast: string;
}

/**
 * A hydrated island's module: its component (in its own providers), and the build it comes from
 * (`buildId` of `@agency/platform/build-id`), which the browser compares with the build of the
 * island's HTML.
 */
export interface ExposedModule<Props> {
  default: ComponentType<Props>;
  build: string;
  /**
   * The languages a slot's island renders (a section's `Section` and widgets). A build from
   * before the site had any but English says nothing: the browser never renders it for a page in
   * another language.
   */
  locales?: readonly Locale[];
  /**
   * A slot's island loads its copy in the page's language with this before it renders
   * (`loadCopy` of `@agency/content/locale/on-demand`): the browser's catalogs hold no other.
   */
  loadCopy?: (locale: Locale) => Promise<void>;
}

/**
 * An enhancing island's module (`render: 'enhance'`): the island's HTML is the page's own, and
 * `enhance` adds behaviour to it (listeners, a roving tab stop) once the island is wanted. No
 * React, and no props: what it needs is in the HTML it is given.
 */
export interface EnhancingModule {
  enhance: (island: HTMLElement) => void;
  build: string;
}

/**
 * Every island of every app, by name: the islands' contract. A section's islands are the modules
 * it exposes to the shell through federation (its `src/islands/islands.ts` table is checked
 * against this, and the build's exposes come from that table); the shell's are its own chunks.
 *
 * A page's slots are islands too, rendered in the browser only where the server could not fill
 * them with the section's fragment (the section was down or late): a section's route
 * (`<section>/Section`) or a widget another app's page embeds (Home's service grid and quote form).
 */
export interface IslandModules {
  /** The navigation bar: its menus open natively; its code adds their keyboard moves. */
  'shell/NavBar': EnhancingModule;
  /** FAQ's questions: a native accordion; its code adds the keyboard moves between questions. */
  'shell/FaqQuestions': EnhancingModule;
  'services/Section': ExposedModule<InLanguage<SectionProps>>;
  'services/ServiceGrid': ExposedModule<InLanguage<ServiceGridProps>>;
  'blog/Section': ExposedModule<InLanguage<SectionProps>>;
  'blog/ShareButton': ExposedModule<ShareButtonProps>;
  'blog/SubscribeButton': ExposedModule<SubscribeButtonProps>;
  'portfolio/Section': ExposedModule<InLanguage<SectionProps>>;
  'contact/Section': ExposedModule<InLanguage<SectionProps>>;
  'contact/QuoteForm': ExposedModule<InLanguage<QuoteFormProps>>;
  'contact/EnquiryForm': ExposedModule<EnquiryFormProps>;
}

/** An island's name: its app and its module, `contact/EnquiryForm`. */
export type IslandName = keyof IslandModules;

/** The islands whose HTML their component renders, and the browser hydrates with their props. */
export type HydratedIslandName = {
  [Name in IslandName]: IslandModules[Name] extends EnhancingModule ? never : Name;
}[IslandName];

/** The islands whose code enhances the page's own HTML. */
export type EnhancingIslandName = Exclude<IslandName, HydratedIslandName>;

/** The props a hydrated island's component takes (written into the page as JSON). */
export type IslandPropsOf<Name extends HydratedIslandName> = ComponentProps<IslandModules[Name]['default']>;

/** The islands of one app, by their names in it (`ShareButton` for `blog/ShareButton`). */
export type IslandsOf<App extends AppName> = {
  [Name in IslandName as Name extends `${App}/${infer Module}` ? Module : never]: IslandModules[Name];
};

/**
 * An app's island table (`src/islands/islands.ts`): each of its islands, by name, and the import
 * of its module. `satisfies IslandTable<'blog'>` fails the typecheck when an island of the
 * contract is missing, one is added that the contract does not know, or a module's props differ.
 */
export type IslandTable<App extends AppName> = {
  readonly [Module in keyof IslandsOf<App>]: () => Promise<IslandsOf<App>[Module]>;
};

/** The islands that fill a page's slots where the server could not: a section's route, or a widget. */
export type SlotIslandName = Extract<IslandName, `${RemoteName}/Section`> | WidgetId;

/** The embedded modules that other apps' pages place in a slot: Home's service grid and quote form. */
export type WidgetId = 'services/ServiceGrid' | 'contact/QuoteForm';

/**
 * A slot's island: the section's module rendered in the browser, with the page's language (the
 * module provides it to what it renders, as the section's fragment had it from its build).
 */
export type InLanguage<Props> = Props & { locale: Locale };

/** The islands of the sections: what the shell loads through federation. */
export type RemoteModuleId = Exclude<IslandName, `shell/${string}`>;

export type RemoteModules = Pick<IslandModules, RemoteModuleId>;

/**
 * The widgets as Home embeds them. A section renders each widget's fragment with exactly these
 * props, and the browser renders the widget with them (and the page's language) where the
 * fragment was missing.
 */
export const homeWidgets: { [Id in WidgetId]: Omit<IslandPropsOf<Id>, 'locale'> } = {
  'services/ServiceGrid': { cardHeadingLevel: 'h3' },
  'contact/QuoteForm': { idPrefix: 'home-quote', headingLevel: 'h3' },
};

export function remoteOf(id: RemoteModuleId): RemoteName {
  return id.split('/')[0] as RemoteName;
}
