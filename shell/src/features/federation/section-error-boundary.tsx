import type { ErrorInfo, ReactNode } from 'react';
import { Component } from 'react';

interface SectionErrorBoundaryProps {
  /** Rendered instead of children after a render error; `reset` clears the error. */
  fallback: (reset: () => void) => ReactNode;
  /** When this changes (e.g. the URL), a caught error is cleared. */
  resetKey?: unknown;
  onReset?: () => void;
  children: ReactNode;
}

interface SectionErrorBoundaryState {
  error: unknown;
  resetKey: unknown;
}

/** Contains a section's render errors to the main area; the chrome keeps working. */
export class SectionErrorBoundary extends Component<SectionErrorBoundaryProps, SectionErrorBoundaryState> {
  override state: SectionErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<SectionErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: SectionErrorBoundaryProps, state: SectionErrorBoundaryState) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[section] render failed', error, info.componentStack);
  }

  reset = () => {
    this.setState({ error: null });
    this.props.onReset?.();
  };

  override render() {
    return this.state.error ? this.props.fallback(this.reset) : this.props.children;
  }
}
