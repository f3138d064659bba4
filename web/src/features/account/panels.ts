/** The profile overlay's three panels, in order (SPEC section 2 "Profile overlay"). */
export const PANELS = [
  { id: 'settings', label: 'Profile Settings' },
  { id: 'connections', label: 'Connections' },
  { id: 'delegation', label: 'Wallet delegation' },
] as const;

export type PanelIndex = 0 | 1 | 2;

/** The panel `step` away from `at`, kept within the three (no wrapping: the ends are ends). */
export function stepPanel(at: PanelIndex, step: -1 | 1): PanelIndex {
  return Math.min(PANELS.length - 1, Math.max(0, at + step)) as PanelIndex;
}

/** A swipe is a mostly sideways drag of at least this many pixels (or a fifth of the panel's width). */
export const SWIPE_MIN_PX = 56;

/**
 * Which way a finished drag moves the panels: -1 back, 1 on, 0 stay. Sideways drags only: a drag more
 * down than across is a scroll. Dragging leftwards (negative dx) goes on, as a page turns.
 */
export function swipeStep(dx: number, dy: number, width: number): -1 | 0 | 1 {
  if (Math.abs(dx) <= Math.abs(dy)) return 0;
  if (Math.abs(dx) < Math.min(SWIPE_MIN_PX, width / 5)) return 0;
  return dx < 0 ? 1 : -1;
}
