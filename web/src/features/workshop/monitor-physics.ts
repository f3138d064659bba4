/**
 * Workshop monitor physics (SPEC section 2), pure: one call to `tick` is one 10 ms step.
 * Holding adds 1 to the charge, letting go multiplies it by 0.8; reaching 290 glitches the
 * screen, and the first glitch of a state asks for the success sound and monitor-tickle=1.
 */
import { MONITOR } from '../../../../domain/progress.ts';

export interface MonitorState {
  /** Current charge; grows while held, decays when released. */
  charge: number;
  /** True once the charge has reached MONITOR.glitchAt; the glitch image stays from then on. */
  glitched: boolean;
  /** True once the success sound has been asked for; it plays once, ever, per state. */
  successPlayed: boolean;
}

/** What the caller should do after a step: play the success sound and save monitor-tickle. */
export type MonitorEvent = { type: 'success'; save: { key: 'monitor-tickle'; value: 1 } };

export interface TickResult {
  state: MonitorState;
  events: MonitorEvent[];
}

export const INITIAL_MONITOR: MonitorState = { charge: 0, glitched: false, successPlayed: false };

/** Advance one MONITOR.tickMs step; `holding` is whether the pointer is down on the monitor. */
export function tick(state: MonitorState, holding: boolean): TickResult {
  const charge = holding ? state.charge + MONITOR.growPerTick : state.charge * MONITOR.decayPerTick;
  const reached = charge >= MONITOR.glitchAt;
  const glitched = state.glitched || reached;
  if (reached && !state.successPlayed) {
    return {
      state: { charge, glitched, successPlayed: true },
      events: [{ type: 'success', save: { key: 'monitor-tickle', value: 1 } }],
    };
  }
  return { state: { charge, glitched, successPlayed: state.successPlayed }, events: [] };
}

/** The green dot shows while the charge is above MONITOR.greenDotAbove. */
export function greenDot(charge: number): boolean {
  return charge > MONITOR.greenDotAbove;
}

/** How many of the five level-up badges show; badge i shows at charge >= 30 * i + 140. */
export function badgesShown(charge: number): number {
  let shown = 0;
  for (let i = 0; i < MONITOR.badges; i++) if (charge >= MONITOR.badgeAt(i)) shown = i + 1;
  return shown;
}
