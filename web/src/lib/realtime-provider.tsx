import { createContext, use, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { afterFirstScreen } from './after-first-screen.ts';
import type { RealtimeClient, RealtimeNotice } from './realtime-channels.ts';

type Live = { client: RealtimeClient; channelsFor: (wallet: string | null) => string[] };

const RealtimeContext = createContext<RealtimeClient | null>(null);

/**
 * The client's code, loaded once the first screen is up (see realtime-browser.ts and
 * after-first-screen.ts); asked again when the network returns.
 */
function useLiveCode(): Live | null {
  const [live, setLive] = useState<Live | null>(null);
  useEffect(() => {
    let gone = false;
    let loaded = false;
    const load = () => {
      if (loaded) return;
      void import('./realtime-browser.ts')
        .then((m) => {
          if (gone || loaded) return;
          loaded = true;
          window.removeEventListener('online', load);
          setLive({ client: m.browserClient(), channelsFor: m.channelsFor });
        })
        .catch(() => {});
    };
    const cancel = afterFirstScreen(load);
    window.addEventListener('online', load);
    return () => {
      gone = true;
      cancel();
      window.removeEventListener('online', load);
    };
  }, []);
  return live;
}

/**
 * Holds the tab's one real-time connection, signed in as `token` and following `wallet`'s channels.
 * Reconnects at once when the tab is shown again or the network returns.
 */
export function RealtimeProvider({ token, wallet, children }: { token: string | null; wallet: string | null; children: ReactNode }) {
  const live = useLiveCode();
  const client = live?.client ?? null;

  // When the page began to want this sign-in's channels (the client comes seconds later): what is
  // stored after it and replayed on joining is news (realtime-channels.ts).
  const wantedSince = useRef(0);
  useEffect(() => {
    wantedSince.current = performance.now();
  }, [token, wallet]);
  useEffect(() => {
    if (live) live.client.configure(token, live.channelsFor(wallet), wantedSince.current);
  }, [live, token, wallet]);

  useEffect(() => {
    if (!client) return;
    client.start();
    const wake = () => document.visibilityState === 'visible' && client.wake();
    document.addEventListener('visibilitychange', wake);
    window.addEventListener('online', wake);
    return () => {
      document.removeEventListener('visibilitychange', wake);
      window.removeEventListener('online', wake);
      client.stop();
    };
  }, [client]);

  return <RealtimeContext value={client}>{children}</RealtimeContext>;
}

/** Calls `listener` for every event and state change of the tab's connection (latest listener, no resubscribe). */
export function useRealtime(listener: (notice: RealtimeNotice) => void): void {
  const client = use(RealtimeContext);
  const latest = useRef(listener);
  useLayoutEffect(() => {
    latest.current = listener;
  });
  useEffect(() => client?.listen((notice) => latest.current(notice)), [client]);
}
