/**
 * The journey queue (SPEC sections 4 and 7): after a trait grant the page learns a queue id through the
 * 'start-queue' window event and asks `GET /api/journeys/queue?queueId=` until it answers OK. PENDING, a
 * status above 299 or a network error waits 4 s and asks again. Pure: the check and the clock are passed in.
 */
import { TIMINGS } from '../../../../domain/timings.ts';
import type { QueueStatus } from '../../../../domain/journeys.ts';

/** setTimeout / clearTimeout, or a test's fake clock. */
export interface Clock {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realClock: Clock = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type QueueOutcome = 'ok' | 'gave-up';

export interface QueueWatcherOptions {
  /** Resolves with the queue's status; rejects for a status above 299 or a lost connection. */
  check: (queueId: string) => Promise<QueueStatus>;
  /** A queue ended: settled, or asked about for so long that it is not worth asking again. */
  onEnd: (queueId: string, traitIds: number[], outcome: QueueOutcome) => void;
  /** How many queues are still being asked about changed. */
  onChange?: (pending: number) => void;
  clock?: Clock;
  retryMs?: number;
  /**
   * The spec retries for as long as the answer is not OK; a queue that is never settled (or that the
   * server no longer knows, a 404) would then be asked about all session, so we stop after this many asks
   * (10 minutes at 4 s) and refresh what the grant would have changed anyway.
   */
  maxAttempts?: number;
}

export interface QueueWatcher {
  /** Starts asking about a queue; a queue already being asked about is not asked twice. */
  start(queueId: string, traitIds: number[]): void;
  /** The queues still being asked about. */
  pending(): string[];
  /** Stops every queue; answers still on their way are ignored. */
  stop(): void;
}

interface Watched {
  traitIds: number[];
  attempts: number;
  timer: unknown;
}

export function createQueueWatcher({ check, onEnd, onChange, clock = realClock, retryMs = TIMINGS.journeyQueueRetry, maxAttempts = 150 }: QueueWatcherOptions): QueueWatcher {
  const watched = new Map<string, Watched>();
  let stopped = false;

  const end = (queueId: string, outcome: QueueOutcome) => {
    const entry = watched.get(queueId);
    if (!entry) return;
    watched.delete(queueId);
    onChange?.(watched.size);
    onEnd(queueId, entry.traitIds, outcome);
  };

  const ask = async (queueId: string) => {
    const entry = watched.get(queueId);
    if (!entry || stopped) return;
    entry.timer = undefined;
    entry.attempts += 1;
    let status: QueueStatus | 'failed';
    try {
      status = await check(queueId);
    } catch {
      status = 'failed';
    }
    // Stopped, or this queue ended some other way, while the answer was on its way.
    if (stopped || watched.get(queueId) !== entry) return;
    if (status === 'OK') return end(queueId, 'ok');
    if (entry.attempts >= maxAttempts) return end(queueId, 'gave-up');
    entry.timer = clock.setTimeout(() => void ask(queueId), retryMs);
  };

  return {
    start(queueId, traitIds) {
      if (stopped || watched.has(queueId)) return;
      watched.set(queueId, { traitIds: [...traitIds], attempts: 0, timer: undefined });
      onChange?.(watched.size);
      void ask(queueId);
    },
    pending: () => [...watched.keys()],
    stop() {
      stopped = true;
      for (const entry of watched.values()) if (entry.timer !== undefined) clock.clearTimeout(entry.timer);
      watched.clear();
    },
  };
}

/** The 'start-queue' event's detail, checked: anything else on the window is not ours to act on. */
export function queueDetail(detail: unknown): { queueId: string; traitIds: number[] } | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const { queueId, traitIds } = detail as { queueId?: unknown; traitIds?: unknown };
  if (typeof queueId !== 'string' || queueId.length === 0 || queueId.length > 64) return null;
  const ids = Array.isArray(traitIds) ? traitIds.filter((id): id is number => Number.isInteger(id)) : [];
  return { queueId, traitIds: ids };
}
