import type { ServiceSlug } from '@agency/platform/routes';

export interface ServiceAction {
  label: string;
  href: string;
}

/**
 * The icons of every service page's cards, by key: `@agency/ui/icons/service-page-icons` draws
 * them. One union for the twelve pages, as one section renders them all.
 */
export type ServicePageIcon =
  | 'article'
  | 'auto-graph'
  | 'badge'
  | 'bolt'
  | 'campaign'
  | 'category'
  | 'dashboard'
  | 'diversity3'
  | 'document-scanner'
  | 'draw'
  | 'edit-note'
  | 'event'
  | 'event-repeat'
  | 'fact-check'
  | 'filter-alt'
  | 'gps-fixed'
  | 'group-add'
  | 'handshake'
  | 'hub'
  | 'insights'
  | 'integration-instructions'
  | 'leaderboard'
  | 'mail'
  | 'manage-search'
  | 'map'
  | 'move-to-inbox'
  | 'newspaper'
  | 'people-alt'
  | 'person-search'
  | 'photo-camera'
  | 'policy'
  | 'psychology'
  | 'public'
  | 'query-stats'
  | 'receipt-long'
  | 'record-voice-over'
  | 'rocket-launch'
  | 'route'
  | 'science'
  | 'search'
  | 'share'
  | 'smart-toy'
  | 'speed'
  | 'storefront'
  | 'sync'
  | 'timeline'
  | 'translate'
  | 'travel-explore'
  | 'tune'
  | 'verified-user'
  | 'videocam'
  | 'workspace-premium';

export interface ServiceCard {
  title: string;
  description: string;
  icon: ServicePageIcon;
}

/** A benefit, reason or process step: a short title and one or two sentences. */
export interface ServicePoint {
  title: string;
  text: string;
}

interface ServiceBlockBase {
  /** Section id and in-page anchor, unique within the page. */
  id: string;
  /** The block's h2. */
  title: string;
  intro?: string;
}

/** The four feature cards every service page has. */
export interface FeaturesBlock extends ServiceBlockBase {
  kind: 'features';
  cards: readonly [ServiceCard, ServiceCard, ServiceCard, ServiceCard];
}

/** A further grid of cards, e.g. LinkedIn's and B2B's six service cards. */
export interface CardsBlock extends ServiceBlockBase {
  kind: 'cards';
  columns: 2 | 3 | 4;
  cards: readonly ServiceCard[];
}

/** Benefits or reasons to choose, shown with ticks. */
export interface ChecklistBlock extends ServiceBlockBase {
  kind: 'checklist';
  items: readonly ServicePoint[];
}

/** A numbered process. */
export interface StepsBlock extends ServiceBlockBase {
  kind: 'steps';
  steps: readonly ServicePoint[];
}

export type ServiceBlock = FeaturesBlock | CardsBlock | ChecklistBlock | StepsBlock;

/**
 * One service page below its h1 (the h1 is the service's title from `services`, so menus, cards,
 * page headings and document titles never drift apart).
 */
export interface ServicePageContent {
  slug: ServiceSlug;
  hero: { lead: string; action: ServiceAction };
  intro: {
    title: string;
    paragraphs: readonly [string, string];
    /** Three to five concrete deliverables or facts, shown beside the paragraphs. */
    atAGlance: readonly string[];
  };
  /** In page order; exactly one is the `features` block. */
  blocks: readonly ServiceBlock[];
  cta: { title: string; text: string; action: ServiceAction };
}
