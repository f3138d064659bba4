import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { START_QUEUE_EVENT } from '../../../../../domain/journeys.ts';
import { useMe } from '../../../lib/me.ts';
import { QUERY_KEYS } from '../../../lib/query-keys.ts';
import { getQueueStatus } from '../api/get-queue.ts';
import { createQueueWatcher, queueDetail } from '../queue-poller.ts';
import './journey-queue.css';

/**
 * Listens, on every signed-in page, for 'start-queue' and asks about the queue until the grant has landed;
 * then the wearables and chests are fetched again. A small note says a reward is on its way meanwhile.
 */
export function JourneyQueue() {
  const me = useMe();
  const profileId = me?.profileId ?? null;
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(0);

  useEffect(() => {
    if (profileId === null) return;
    const watcher = createQueueWatcher({
      check: getQueueStatus,
      onChange: setPending,
      // Also after giving up: whatever did land is worth showing.
      onEnd: () => {
        void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.bootstrap });
        void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.chests });
      },
    });
    const onStart = (event: Event) => {
      const detail = queueDetail((event as CustomEvent<unknown>).detail);
      if (detail) watcher.start(detail.queueId, detail.traitIds);
    };
    window.addEventListener(START_QUEUE_EVENT, onStart);
    return () => {
      window.removeEventListener(START_QUEUE_EVENT, onStart);
      watcher.stop();
      setPending(0);
    };
  }, [profileId, queryClient]);

  if (profileId === null) return null;
  // The live region stays in the page so the note is announced when it appears.
  return (
    <div className="journey-queue" role="status">
      {pending > 0 ? (
        <p className="journey-queue__note">
          <span className="journey-queue__spinner" aria-hidden="true" />
          Preparing your reward…
        </p>
      ) : null}
    </div>
  );
}
