/**
 * Asks the app's menus to open the profile overlay (its cog lives in the main menu; the player's own
 * profile page has a button too, and features cannot import each other). The menus listen.
 */
const listeners = new Set<() => void>();

export function openProfileOverlay(): void {
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` on every request; returns the unsubscribe function. */
export function onProfileOverlayRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
