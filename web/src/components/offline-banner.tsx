import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useOffline } from '../lib/network.ts';
import './offline-banner.css';

/**
 * 'You are offline' across the top while the town cannot reach its server (lib/network.ts): what shows
 * is what was kept from the last visit, and actions wait for the connection. When it returns, every
 * query on screen is fetched again, so copies and failed loads give way to the real thing.
 */
export function OfflineBanner() {
  const offline = useOffline();
  const queryClient = useQueryClient();
  const was = useRef(offline);
  useEffect(() => {
    if (was.current && !offline) void queryClient.invalidateQueries();
    was.current = offline;
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
