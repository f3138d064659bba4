import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen.tsx';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Passed on to ErrorScreen; defaults to reloading the page. */
  onReload?: () => void;
}

interface ErrorBoundaryState {
  failed: boolean;
}

/** Shows the ErrorScreen instead of a blank page when rendering below it throws. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // The screen says nothing technical, so the console is where the cause is left for us.
    console.error('Render failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorScreen onReload={this.props.onReload} /> : this.props.children;
  }
}
