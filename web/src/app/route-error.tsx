import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorScreen } from '../components/error-screen.tsx';
import { forgetFailedPages } from './lazy-page.tsx';

/** Any error thrown while drawing or loading a page shows the error screen, until the next route change. */
export function RouteError({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <RouteErrorBoundary at={pathname + search}>{children}</RouteErrorBoundary>;
}

interface State {
  failed: boolean;
  at: string;
}

class RouteErrorBoundary extends Component<{ at: string; children: ReactNode }, State> {
  override state: State = { failed: false, at: this.props.at };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  /** Another address: the page is drawn again. */
  static getDerivedStateFromProps(props: { at: string }, state: State): Partial<State> | null {
    return props.at === state.at ? null : { failed: false, at: props.at };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('route error', error, info.componentStack);
    // A page whose script failed to load is asked for again when it is next drawn.
    forgetFailedPages();
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
