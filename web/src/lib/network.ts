/**
 * Whether the town can reach its server (issue 18). Offline when the browser says so, when a call
 * fails on the network, or when the service worker answered from its copies (OFFLINE_COPY_HEADER);
 * back online at the browser's `online` event or the first answer from the server itself. React Query
 * hears of it too, so what failed or was shown from copies is fetched again when the network returns.
 */
import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

/** What an action taken offline answers, instead of the generic error. */
export const OFFLINE_MESSAGE = 'You are offline: this needs a connection. Try again when you are back online.';

let offline = typeof navigator !== 'undefined' && navigator.onLine === false;
const listeners = new Set<() => void>();
/** While offline, how often the server is asked whether it can be reached again. */
export const PROBE_EVERY_MS = 4000;
let probe: ReturnType<typeof setInterval> | undefined;

function set(next: boolean): void {
  if (next === offline) return;
  offline = next;
  onlineManager.setOnline(!next);
  if (next && !probe) probe = setInterval(ask, PROBE_EVERY_MS);
  if (!next && probe) {
    clearInterval(probe);
    probe = undefined;
  }
  for (const listener of listeners) listener();
}

/**
 * A flaky network sends no `online` event when it comes back, and a page that is only reading copies
 * makes no call that could find out: the health route (never answered from copies) is asked instead.
 */
function ask(): void {
  if (navigator.onLine === false) return;
  fetch('/api/health', { cache: 'no-store' }).then(
    (res) => res.ok && reportNetwork(true),
    () => {},
  );
}

/** What an API call learned: the server answered (true), or the network failed or a copy answered (false). */
export function reportNetwork(reached: boolean): void {
  set(!reached);
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => set(true));
  window.addEventListener('online', () => set(false));
  if (offline) probe = setInterval(ask, PROBE_EVERY_MS);
}

/** Calls `listener` whenever the town goes offline or comes back; returns the unsubscribe. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isOffline(): boolean {
  return offline;
}

/** True while the town cannot reach its server. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline);
}
