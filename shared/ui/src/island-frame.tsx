/**
 * What every island root renders around the island, at build time and in the browser alike (the
 * same tree, so React's useId makes the same ids in both): a boundary that keeps a failing island
 * from taking the page with it, and a signal that the island has committed, after which the
 * runtime replays what the visitor did before it was ready.
 */
import type { ReactNode } from 'react';
import { Component, useEffect } from 'react';

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
  onError: (error: unknown) => void;
  children: ReactNode;
}

/**
 * An island that throws while rendering keeps the rest of the page working: the runtime takes its
 * place back and says so as it does for an island whose code cannot load, with Try again (which
 * renders the island anew).
 */
class IslandErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    markIsland('agency:island-error', this.props.id);
    // After this commit: the runtime unmounts the root, which React does not allow while rendering.
    queueMicrotask(() => this.props.onError(error));
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

const noop = () => undefined;

export function IslandFrame({
  id,
  onCommit = noop,
  onError = noop,
  children,
}: {
  id: string;
  onCommit?: () => void;
  onError?: (error: unknown) => void;
  children: ReactNode;
}) {
  return (
    <>
      <IslandErrorBoundary id={id} onError={onError}>
        {children}
      </IslandErrorBoundary>
      <Committed onCommit={onCommit} />
    </>
  );
}
