/**
 * Asks the app's menus to open the profile overlay (its cog lives in the main menu; the player's own
 * profile page has a button too, the /imx intro points at Connections, and features cannot import
 * each other). The menus listen.
 */
export type ProfilePanel = 'settings' | 'connections' | 'delegation';

const listeners = new Set<(panel: ProfilePanel) => void>();

/** Opens the overlay on `panel` (Profile Settings unless told). */
export function openProfileOverlay(panel: ProfilePanel = 'settings'): void {
  for (const listener of [...listeners]) listener(panel);
}

/** Calls `listener` with the asked-for panel on every request; returns the unsubscribe function. */
export function onProfileOverlayRequest(listener: (panel: ProfilePanel) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
