import { useCallback, useEffect, useRef, useState } from 'react';
import { advance, type MonitorClock } from '../monitor-clock.ts';
import { INITIAL_MONITOR, badgesShown, greenDot } from '../monitor-physics.ts';

/** What the monitor shows; `charge` is exact, the rest is derived from it by the physics module. */
export interface MonitorView {
  charge: number;
  glitched: boolean;
  holding: boolean;
  dot: boolean;
  badges: number;
}

/** Below this charge a released monitor is at rest and the frame loop sleeps. */
const REST = 0.01;

const viewOf = (clock: MonitorClock, holding: boolean): MonitorView => ({
  charge: clock.state.charge,
  glitched: clock.state.glitched,
  holding,
  dot: greenDot(clock.state.charge),
  badges: badgesShown(clock.state.charge),
});

/**
 * Drives the workshop monitor: `press(source)` / `release(source)` from any number of inputs
 * (a pointer id, the keyboard); the charge steps in exact 10 ms ticks from requestAnimationFrame
 * time. `onSuccess` runs once, when the physics says so.
 */
export function useMonitor(onSuccess: () => void) {
  const clock = useRef<MonitorClock>({ state: INITIAL_MONITOR, carryMs: 0 });
  const holders = useRef(new Set<string>());
  const last = useRef<number | null>(null);
  const frame = useRef<number | null>(null);
  const success = useRef(onSuccess);
  success.current = onSuccess;
  const [view, setView] = useState<MonitorView>(() => viewOf(clock.current, false));

  const publish = useCallback(() => {
    const next = viewOf(clock.current, holders.current.size > 0);
    // Redraw when something visible changed: a whole unit of charge, a light or a badge.
    setView((prev) =>
      Math.floor(prev.charge) === Math.floor(next.charge) && prev.glitched === next.glitched &&
      prev.holding === next.holding && prev.dot === next.dot && prev.badges === next.badges
        ? prev
        : next,
    );
  }, []);

  /** Runs the physics up to `now` with the inputs as they were since the last sync. */
  const sync = useCallback((now: number) => {
    if (last.current === null) {
      last.current = now;
      return;
    }
    const elapsed = now - last.current;
    if (elapsed <= 0) return; // a frame stamped before the event we just handled
    last.current = now;
    const result = advance(clock.current, holders.current.size > 0, elapsed);
    clock.current = result.clock;
    if (result.events.length > 0) success.current();
  }, []);

  const loop = useCallback((now: number) => {
    sync(now);
    publish();
    const busy = holders.current.size > 0 || clock.current.state.charge > REST;
    frame.current = busy ? requestAnimationFrame(loop) : null;
  }, [sync, publish]);

  const wake = useCallback(() => {
    if (frame.current === null) frame.current = requestAnimationFrame(loop);
  }, [loop]);

  const press = useCallback((source: string) => {
    if (holders.current.has(source)) return;
    sync(performance.now());
    holders.current.add(source);
    publish();
    wake();
  }, [sync, publish, wake]);

  const release = useCallback((source: string) => {
    if (!holders.current.has(source)) return;
    sync(performance.now());
    holders.current.delete(source);
    publish();
    wake();
  }, [sync, publish, wake]);

  const releaseAll = useCallback(() => {
    if (holders.current.size === 0) return;
    sync(performance.now());
    holders.current.clear();
    publish();
    wake();
  }, [sync, publish, wake]);

  // A hidden tab or a window that lost focus never gets its key-up or pointer-up.
  useEffect(() => {
    const onHidden = () => document.visibilityState === 'hidden' && releaseAll();
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('blur', releaseAll);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('blur', releaseAll);
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      frame.current = null;
    };
  }, [releaseAll]);

  return { view, press, release, releaseAll };
}
