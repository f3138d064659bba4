import { createContext, use, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { PUBLIC_CHANNELS, privateChannel } from '../../../domain/realtime.ts';
import { RealtimeClient, type RealtimeNotice } from './realtime-channels.ts';

const RealtimeContext = createContext<RealtimeClient | null>(null);

/** The channels a tab follows: the town's public feed for everyone; the rest once signed in. */
function channelsFor(wallet: string | null): string[] {
  if (!wallet) return ['sapphiretown'];
  return [...PUBLIC_CHANNELS, privateChannel.rewards(wallet), privateChannel.avatars(wallet)];
}

/** `/ws` on the page's own origin (the server checks the Origin). */
function socketUrl(): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

function browserClient(): RealtimeClient {
  return new RealtimeClient({
    url: socketUrl(),
    createSocket: (url) => new WebSocket(url),
    clock: { setTimeout: (run, ms) => window.setTimeout(run, ms), clearTimeout: (id) => window.clearTimeout(id as number) },
  });
}

/**
 * Holds the tab's one real-time connection, signed in as `token` and following `wallet`'s channels.
 * Reconnects at once when the tab is shown again or the network returns.
 */
export function RealtimeProvider({ token, wallet, children }: { token: string | null; wallet: string | null; children: ReactNode }) {
  const [client] = useState(browserClient);

  useEffect(() => {
    client.configure(token, channelsFor(wallet ? wallet.toLowerCase() : null));
  }, [client, token, wallet]);

  useEffect(() => {
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
