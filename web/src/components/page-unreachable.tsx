import type { Background } from '../../../domain/routes.ts';
import { isNetworkError } from '../lib/http.ts';
import { EmptyState } from './empty-state.tsx';
import { Page } from './page.tsx';
import './button.css';

/**
 * A page whose data could not be loaded (issue 18): offline with no copy from an earlier visit, or the
 * server failed. Never "this explorer does not exist" and never the full-screen "Oops!": the town
 * around it still works, and 'Try again' (or the network coming back) loads it.
 */
export function PageUnreachable({ error, background, onRetry }: { error: unknown; background: Background; onRetry: () => void }) {
  const offline = isNetworkError(error);
  return (
    <Page background={background} title={offline ? 'Offline' : 'Could not load'}>
      <div className="page__body">
        <EmptyState
          title={offline ? 'You are offline' : 'This page could not be loaded'}
          action={
            <button type="button" className="button button--primary" onClick={onRetry}>
              Try again
            </button>
          }
        >
          {offline
            ? 'This page was not saved on this device on an earlier visit. It loads as soon as you are back online.'
            : 'Something went wrong on our side. Try again in a moment.'}
        </EmptyState>
      </div>
    </Page>
  );
}
