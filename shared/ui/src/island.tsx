/**
 * `<Island>`: a part of a page that responds to the visitor, in a page that is otherwise static
 * HTML. Wherever a page renders one:
 * - when the page is rendered for its HTML (the prerender step, or the development server, which
 *   provide an IslandCollector), it is written as an `<agency-island>` element with its props as
 *   JSON, and its HTML is rendered by a React root of its own (so its useId values are those its
 *   own root makes in the browser) and put in place;
 * - inside a tree React renders in the browser (a slot's section, rendered there because the
 *   server could not include its fragment), it is just the component: the enclosing island owns
 *   it, and no second root is started inside the first.
 * The browser side is `@agency/ui/island-runtime`.
 */
import type { IslandHold, IslandName, IslandTrigger } from '@agency/platform/islands';
import { ISLAND_ELEMENT, islandElementAttributes, islandNotice, serializeIslandProps } from '@agency/platform/islands';
import type { EnhancingIslandName, HydratedIslandName, IslandPropsOf } from '@agency/platform/contracts';
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
  /**
   * Registers an island and returns its id, unique in the page. One with an element is rendered
   * on its own root; one without (an enhancing island) is the page's HTML already.
   */
  add(name: IslandName, element?: ReactElement): string;
  /** The build that renders the page (written on each island). */
  build: string;
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/** Where the prerender step puts an island's own HTML. */
export function islandHtmlMarker(id: string): string {
  return `<template data-island-html="${id}"></template>`;
}

interface IslandBase<Name extends HydratedIslandName> {
  name: Name;
  /** Plain data: they are written into the page as JSON. */
  props: IslandPropsOf<Name>;
  when: IslandTrigger;
  hold?: readonly IslandHold[];
}

/** An island whose HTML is its component's, rendered for the page and hydrated in the browser. */
interface ServerRendered<Name extends HydratedIslandName> extends IslandBase<Name> {
  component: ComponentType<IslandPropsOf<Name>>;
  clientOnly?: undefined;
  unavailable?: undefined;
}

/**
 * An island that renders in the browser only: what the page's HTML cannot know (a slot's section
 * whose fragment the server could not include). `clientOnly` is its HTML until then, and
 * `unavailable` what takes its place when its code cannot load (else the page's own notice).
 */
interface ClientOnly<Name extends HydratedIslandName> extends IslandBase<Name> {
  component?: undefined;
  clientOnly: ReactNode;
  unavailable?: ReactNode;
}

export type IslandProps<Name extends HydratedIslandName> = ServerRendered<Name> | ClientOnly<Name>;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'agency-island': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> &
        Record<`data-${string}`, string>;
    }
  }
}

export function Island<Name extends HydratedIslandName>(island: IslandProps<Name>) {
  const { name, props, when, hold = [] } = island;
  const collector = useContext(IslandCollectorContext);
  // The union of contract props collapses here; `name` ties the component to its props.
  const element = island.component ? (
    createElement(island.component as ComponentType<object>, props as object)
  ) : (
    <>{island.clientOnly}</>
  );
  if (!collector) return element;
  const id = collector.add(name, element);
  const attributes = islandElementAttributes({
    name,
    id,
    when,
    hold,
    build: collector.build,
    render: island.component ? 'server' : 'client',
  });
  return createElement(
    ISLAND_ELEMENT,
    attributes,
    <script type="application/json" dangerouslySetInnerHTML={{ __html: serializeIslandProps(props) }} />,
    <template data-island-html={id} />,
    island.unavailable === undefined ? null : (
      <template {...{ [islandNotice.ownTemplateAttribute]: '' }}>{island.unavailable}</template>
    ),
  );
}

export interface EnhancedIslandProps {
  name: EnhancingIslandName;
  when: IslandTrigger;
  hold?: readonly IslandHold[];
  /** The island's HTML: rendered with the page, and handed to the island's code in the browser. */
  children: ReactNode;
}

/**
 * An island whose HTML is the page's own (`render: 'enhance'`): a part that works natively (a
 * menu that opens as a popover, an accordion of `<details>`), whose code only adds to it (the
 * keyboard moves). Its children are rendered with the page, on no root of their own, and nothing
 * of them is written twice: no props, no hydration. In a tree React renders in the browser, it is
 * just its children.
 */
export function EnhancedIsland({ name, when, hold = [], children }: EnhancedIslandProps) {
  const collector = useContext(IslandCollectorContext);
  if (!collector) return <>{children}</>;
  const id = collector.add(name);
  const attributes = islandElementAttributes({ name, id, when, hold, build: collector.build, render: 'enhance' });
  return createElement(ISLAND_ELEMENT, attributes, children);
}

/** Whether the tree is being rendered by the prerender step (for the build's HTML). */
export function usePrerendering(): boolean {
  return useContext(IslandCollectorContext) !== null;
}
