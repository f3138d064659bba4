import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorScreen } from '../components/error-screen.tsx';
import { OfflineScreen } from '../components/offline-screen.tsx';
import { forgetFailedPages, PageScriptError } from './lazy-page.tsx';

/** Words for a page whose script the device does not have yet, offline. */
const PAGE_OFFLINE_LEAD = 'This page needs a connection the first time it opens on this device. It opens as soon as you are back online.';

/**
 * Any error thrown while drawing or loading a page shows the error screen, until the next route change.
 * A page whose script could not be fetched while offline says so instead, and opens when the network
 * returns (or on Try again): a network failure is not the "Oops!" of a real one (issue 18).
 */
export function RouteError({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <RouteErrorBoundary at={pathname + search}>{children}</RouteErrorBoundary>;
}

interface State {
  failed: boolean;
  offline: boolean;
  at: string;
}

class RouteErrorBoundary extends Component<{ at: string; children: ReactNode }, State> {
  override state: State = { failed: false, offline: false, at: this.props.at };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, offline: error instanceof PageScriptError && !navigator.onLine };
  }

  /** Another address: the page is drawn again. */
  static getDerivedStateFromProps(props: { at: string }, state: State): Partial<State> | null {
    return props.at === state.at ? null : { failed: false, offline: false, at: props.at };
  }

  private retry = () => this.setState({ failed: false, offline: false });

  override componentDidUpdate(_props: unknown, before: State) {
    if (this.state.offline && !before.offline) window.addEventListener('online', this.retry, { once: true });
    if (!this.state.offline && before.offline) window.removeEventListener('online', this.retry);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Offline is the player's situation, not our fault: the screen says so, the console need not.
    if (!this.state.offline) console.error('route error', error, info.componentStack);
    // A page whose script failed to load is asked for again when it is next drawn.
    forgetFailedPages();
  }

  override render() {
    if (this.state.offline) return <OfflineScreen lead={PAGE_OFFLINE_LEAD} onRetry={this.retry} />;
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
