import { useSyncExternalStore } from 'react';

/**
 * Intro mode (SPEC section 2): while a new explorer reads the town intro the journeys button is
 * hidden; the intro's last stage shows it again and points at it, and the mode ends on /journeys.
 */
export type IntroMode = 'off' | 'hide-journeys' | 'point-journeys';

let mode: IntroMode = 'off';
const listeners = new Set<() => void>();

export function setIntroMode(next: IntroMode): void {
  if (next === mode) return;
  mode = next;
  for (const listener of listeners) listener();
}

export function getIntroMode(): IntroMode {
  return mode;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current intro mode, re-rendering when it changes. */
export function useIntroMode(): IntroMode {
  return useSyncExternalStore(subscribe, getIntroMode, getIntroMode);
}
