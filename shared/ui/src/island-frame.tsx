/**
 * What every island root renders around the island, at build time and in the browser alike (the
 * same tree, so React's useId makes the same ids in both): a boundary that keeps a failing island
 * from taking the page with it, and a signal that the island has committed, after which the
 * runtime replays what the visitor did before it was ready.
 */
import type { ReactNode } from 'react';
import { Component, useEffect } from 'react';
import { TRY_AGAIN_TEXT, UNAVAILABLE_TEXT } from './island-notice';

export type IslandRenderMark = 'agency:island-afresh' | 'agency:island-mismatch' | 'agency:island-error';

export function markIsland(name: IslandRenderMark, id: string) {
  performance.mark(name, { detail: id });
}

function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

interface BoundaryProps {
  id: string;
  children: ReactNode;
}

/**
 * An island that throws while rendering keeps the rest of the page working: in its place, the
 * notice the runtime shows when an island's code cannot load, with Try again (which renders the
 * island anew). The error is reported.
 */
class IslandErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    markIsland('agency:island-error', this.props.id);
    console.error(`[islands] ${this.props.id} failed to render`, error);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="island-unavailable" role="status">
        {UNAVAILABLE_TEXT}{' '}
        <button type="button" onClick={() => this.setState({ failed: false })}>
          {TRY_AGAIN_TEXT}
        </button>
      </p>
    );
  }
}

const noop = () => undefined;

export function IslandFrame({
  id,
  onCommit = noop,
  children,
}: {
  id: string;
  onCommit?: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <IslandErrorBoundary id={id}>{children}</IslandErrorBoundary>
      <Committed onCommit={onCommit} />
    </>
  );
}
