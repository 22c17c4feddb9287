/**
 * Error boundary around each demo: a crash (or a chunk that fails to load)
 * shows a short message and a reset button inside the demo's frame, in
 * the page's language (`DemoStrings`).
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { DemoStrings } from '../../lib/client-config';

interface Props {
  onReset(): void;
  /** The crash box's words in the page's locale. */
  strings: Pick<DemoStrings, 'crashTitle' | 'crashReset'>;
  children: ReactNode;
}

interface State {
  error?: Error;
}

/** Catches render errors of one demo. */
export class DemoBoundary extends Component<Props, State> {
  override state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept in the console for whoever debugs the demo; the reader sees the message below.
    console.warn('demo crashed:', error.message, info.componentStack ?? '');
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="demo-error" role="alert" data-demo-error>
        <p>
          <strong>{this.props.strings.crashTitle}</strong> {error.message}
        </p>
        <button type="button" className="demo-btn" data-demo-error-reset onClick={this.props.onReset}>
          {this.props.strings.crashReset}
        </button>
      </div>
    );
  }
}
