/**
 * What the two halves of the island runtime agree on: island-runtime.ts (no React, in every page's
 * main.js) and island-hydrate.tsx (React, loaded with the first island that wakes).
 */
import type { EnhancingModule } from '@agency/platform/contracts';
import type { IslandMarkup, IslandName } from '@agency/platform/islands';
import type { ReactNode } from 'react';

/** A hydrated island's code: its component (in its own providers: island-providers.tsx), and the build it comes from. */
export interface HydratedModule {
  /** A function component (island-providers.tsx's asIsland): its props come from the page as JSON. */
  default: (props: never) => ReactNode;
  build: string;
  /** The languages a client-only island renders; none said: English only (a build from before). */
  locales?: readonly string[];
  /** A client-only island's copy in the page's language, loaded before it renders (@agency/content's on-demand catalogs). */
  loadCopy?(locale: string): Promise<void>;
}

/** An island's code: a component to hydrate, or what enhances the page's own HTML (`render: 'enhance'`). */
export type IslandModule = HydratedModule | EnhancingModule;

export interface IslandRender {
  markup: IslandMarkup;
  module: HydratedModule;
  props: Record<string, unknown>;
  /** Render afresh even where the HTML is the code's own: what was there failed to render. */
  afresh: boolean;
}

export interface IslandRenderEvents {
  /** The island has committed: what the visitor did before is replayed now. */
  onReady: () => void;
  /** The island threw while rendering: the runtime takes its place back and says so. */
  onError: (error: unknown) => void;
}

/** Hydrates (or renders) one island on its element, on a root of its own; returns its unmount. */
export type HydrateIsland = (element: HTMLElement, island: IslandRender, events: IslandRenderEvents) => () => void;

export interface IslandRuntimeOptions {
  /** The island's code, by name: the app's own chunks, or a section's through federation. */
  resolve: (name: IslandName) => Promise<IslandModule>;
  /** Called before an island is tried again: the resolver forgets a failed load. */
  forget?: (name: IslandName) => void;
  /** The React half; by default island-hydrate.tsx, loaded with the first island. */
  hydrate?: () => Promise<HydrateIsland>;
  /** Waits between attempts before an island is said to be unavailable. */
  retryDelaysMs?: readonly number[];
  /** How far ahead of the viewport a `visible` island starts, in CSS pixels. */
  visibleMarginPx?: number;
}
