import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, setApiErrorListener } from '../lib/query-client.ts';
import { DialogProvider } from '../components/dialog-provider.tsx';
import { ToastProvider, useToast } from '../components/toasts.tsx';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { OfflineBanner } from '../components/offline-banner.tsx';
import { SessionProvider, useSession } from './session/session-provider.tsx';
import type { AppHistory } from './browser-history.ts';
import { AppRouter } from './app-router.tsx';
import { AppRoutes } from './router.tsx';
import { RouteAnnouncer } from './route-announcer.tsx';
import { RealtimeProvider } from '../lib/realtime-provider.tsx';

/** Root of the SPA: error boundary, query client, dialogs, toasts, session, router (on the history main.tsx made). */
export function App({ history }: { history: AppHistory }) {
  const [queryClient] = useState(createQueryClient);
  const navigate = (to: string) => history.push(to);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <DialogProvider>
          <ToastProvider>
            <SessionProvider navigate={navigate}>
              <ApiErrors />
              <OfflineBanner />
              <LiveConnection>
                <AppRouter history={history}>
                  <RouteAnnouncer />
                  <AppRoutes />
                </AppRouter>
              </LiveConnection>
            </SessionProvider>
          </ToastProvider>
        </DialogProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}

/** The tab's one real-time connection, signed in as whoever the session says (pages come and go beneath it). */
function LiveConnection({ children }: { children: ReactNode }) {
  const { state } = useSession();
  return (
    <RealtimeProvider token={state.token} wallet={state.token ? state.address : null}>
      {children}
    </RealtimeProvider>
  );
}

/** The one place failed calls become toasts, and a 401 ends the session. */
function ApiErrors() {
  const toast = useToast();
  const { state, dispatch } = useSession();
  useEffect(() => {
    setApiErrorListener((error) => {
      if (error.status === 401 && state.token) dispatch({ type: 'expired' });
      else toast.show(error.message, 'error');
    });
  }, [toast, dispatch, state.token]);
  return null;
}
