/**
 * Turns real elapsed time into whole 10 ms physics steps. Animation frames arrive every ~16 ms
 * (or much later in a busy tab), so the remainder is carried to the next frame instead of being
 * rounded away; that keeps the charge exact however uneven the frames are.
 */
import { MONITOR } from '../../../../domain/progress.ts';
import { tick, type MonitorEvent, type MonitorState } from './monitor-physics.ts';

export interface MonitorClock {
  state: MonitorState;
  /** Milliseconds not yet turned into a step. */
  carryMs: number;
}

/**
 * At most this many steps per call (5 s). A tab that slept for minutes would otherwise spin
 * through thousands of steps in one frame; what is dropped is only more of the same.
 */
export const MAX_STEPS_PER_ADVANCE = 500;

/** Runs the physics for `elapsedMs` more milliseconds with the pointer held or not. */
export function advance(clock: MonitorClock, holding: boolean, elapsedMs: number): { clock: MonitorClock; events: MonitorEvent[] } {
  const total = clock.carryMs + Math.max(0, elapsedMs);
  const due = Math.floor(total / MONITOR.tickMs);
  const steps = Math.min(due, MAX_STEPS_PER_ADVANCE);
  const carryMs = due > steps ? 0 : total - due * MONITOR.tickMs;
  let state = clock.state;
  const events: MonitorEvent[] = [];
  for (let i = 0; i < steps; i++) {
    const result = tick(state, holding);
    state = result.state;
    events.push(...result.events);
  }
  return { clock: { state, carryMs }, events };
}
