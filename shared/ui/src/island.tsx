/**
 * `<Island>`: a part of a page that responds to the visitor, in a page that is otherwise static
 * HTML. Wherever a page renders one:
 * - at build time (the prerender step provides an IslandCollector), it is written as an
 *   `<agency-island>` element with its props as JSON, and its HTML is rendered by a React root
 *   of its own (so its useId values are those its own root makes in the browser) and put in place;
 * - anywhere else (a section rendered in the browser because its fragment was missing, a
 *   development build, a unit test) it is just the component.
 * The browser side is `@agency/ui/island-runtime`.
 */
import type { IslandHold, IslandName, IslandTrigger } from '@agency/platform/islands';
import { ISLAND_ELEMENT, islandElementAttributes, serializeIslandProps } from '@agency/platform/islands';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { createContext, createElement, useContext } from 'react';

/** What the prerender step renders in an island's place, once the page around it is rendered. */
export interface CollectedIsland {
  id: string;
  /** The component with its props; or, for a client-only island, its placeholder. */
  element: ReactElement;
}

/** Provided by the prerender step: gives each island its id and keeps it to be rendered on its own. */
export interface IslandCollector {
  /** Registers an island and returns its id, unique in the page. */
  add(name: IslandName, element: ReactElement): string;
  /** The build that renders the page (written on each island). */
  build: string;
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/** Where the prerender step puts an island's own HTML. */
export function islandHtmlMarker(id: string): string {
  return `<template data-island-html="${id}"></template>`;
}

export interface IslandProps<P extends object> {
  name: IslandName;
  component: ComponentType<P>;
  /** Plain data: they are written into the page as JSON. */
  props: P;
  when: IslandTrigger;
  hold?: readonly IslandHold[];
  /**
   * The island renders in the browser only, and this is its HTML until then: it depends on what
   * the build cannot know (today's date, for a calendar).
   */
  clientOnly?: ReactNode;
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'agency-island': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> &
        Record<`data-${string}`, string>;
    }
  }
}

export function Island<P extends object>({ name, component, props, when, hold = [], clientOnly }: IslandProps<P>) {
  const collector = useContext(IslandCollectorContext);
  if (!collector) return createElement(component, props);
  const element = clientOnly === undefined ? createElement(component, props) : <>{clientOnly}</>;
  const id = collector.add(name, element);
  const attributes = islandElementAttributes({
    name,
    id,
    when,
    hold,
    build: collector.build,
    clientOnly: clientOnly !== undefined,
  });
  return createElement(
    ISLAND_ELEMENT,
    attributes,
    <script type="application/json" dangerouslySetInnerHTML={{ __html: serializeIslandProps(props) }} />,
    <template data-island-html={id} />,
  );
}

/** Whether the tree is being rendered by the prerender step (for the build's HTML). */
export function usePrerendering(): boolean {
  return useContext(IslandCollectorContext) !== null;
}
