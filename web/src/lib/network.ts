/**
 * Whether the town can reach its server (issue 18). Offline when the browser says so, or when a call
 * failed on the network or was answered from the service worker's copies (OFFLINE_COPY_HEADER) and the
 * health route then fails too; back online at the browser's `online` event or the first answer from
 * the server itself. One address refused on the way (an ad blocker, a proxy) while the server answers
 * is that call's failure, not the town's: before the check, it turned the banner on for a blink. React Query
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
  void serverAnswers().then((ok) => ok && set(false));
}

function serverAnswers(): Promise<boolean> {
  return fetch('/api/health', { cache: 'no-store' }).then(
    (res) => res.ok,
    () => false,
  );
}

let checking: Promise<void> | null = null;

/**
 * What an API call learned: the server answered (true), or the network failed or a copy answered
 * (false). A failure takes the town offline at once when the browser is offline too, else once the
 * health route has failed as well (one check at a time). An answer brings it back unless the browser
 * says it is offline (an answer then was on its way before: the race made the banner flaky).
 */
export function reportNetwork(reached: boolean): void {
  const browserOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
  if (reached) {
    // An answer to a call sent before the browser went offline proves nothing now: its `online` event will.
    if (!browserOffline) set(false);
  } else if (browserOffline) {
    set(true);
  } else if (!offline) {
    checking ??= serverAnswers().then((ok) => {
      checking = null;
      if (!ok) set(true);
    });
  }
}

/** Resolves once a failure reported now has been checked (at once when none is being checked). */
export function networkChecked(): Promise<void> {
  return checking ?? Promise.resolve();
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
