import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useOffline } from '../lib/network.ts';
import './offline-banner.css';

/** Offline at least this long before everything is fetched again on the way back. */
export const REFETCH_AFTER_OFFLINE_MS = 2000;

/**
 * 'You are offline' across the top while the town cannot reach its server (lib/network.ts): what shows
 * is what was kept from the last visit, and actions wait for the connection. When it returns, every
 * query on screen is fetched again, so copies and failed loads give way to the real thing.
 */
export function OfflineBanner() {
  const offline = useOffline();
  const queryClient = useQueryClient();
  // When the town went offline (null: online).
  const since = useRef<number | null>(offline ? 0 : null);
  useEffect(() => {
    const went = since.current;
    if (offline && went === null) since.current = performance.now();
    if (!offline && went !== null) {
      since.current = null;
      // Not after a blink: one call failing while the others still answer (an address a proxy or an
      // ad blocker refuses) went offline and back within milliseconds, and fetching everything again
      // then failed that call again: every query, every ~30 ms, for as long as the page was open.
      if (performance.now() - went >= REFETCH_AFTER_OFFLINE_MS) void queryClient.invalidateQueries();
    }
  }, [offline, queryClient]);
  return (
    <div className="offline-banner" role="status" aria-live="polite">
      {offline ? (
        <p className="offline-banner__pill">
          <strong>You are offline</strong>
          <span className="offline-banner__detail">Showing the town as you last saw it. Actions need a connection.</span>
        </p>
      ) : null}
    </div>
  );
}
