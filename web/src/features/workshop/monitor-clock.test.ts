import { describe, expect, test } from 'bun:test';
import { INITIAL_MONITOR } from './monitor-physics.ts';
import { MAX_STEPS_PER_ADVANCE, advance, type MonitorClock } from './monitor-clock.ts';

const start: MonitorClock = { state: INITIAL_MONITOR, carryMs: 0 };

/** Feeds frames of the given lengths, all held or all released. */
function frames(clock: MonitorClock, holding: boolean, lengths: number[]) {
  let c = clock;
  const events = [];
  for (const ms of lengths) {
    const r = advance(c, holding, ms);
    c = r.clock;
    events.push(...r.events);
  }
  return { clock: c, events };
}

describe('advance', () => {
  test('one held second is exactly 100 steps, however the frames fall', () => {
    const even = frames(start, true, Array(100).fill(10));
    const uneven = frames(start, true, [16.7, 16.6, 3, 50, 113.7, 0, 800]);
    expect(even.clock.state.charge).toBe(100);
    expect(uneven.clock.state.charge).toBe(100);
    expect(uneven.clock.carryMs).toBeCloseTo(0, 9);
  });

  test('a remainder under 10 ms is carried, not lost', () => {
    const r = advance(start, true, 16);
    expect(r.clock.state.charge).toBe(1);
    expect(r.clock.carryMs).toBe(6);
    expect(advance(r.clock, true, 4).clock.state.charge).toBe(2);
  });

  test('2.89 s held stays calm, 2.9 s glitches with one success event', () => {
    const before = frames(start, true, Array(289).fill(10));
    expect(before.clock.state.glitched).toBe(false);
    expect(before.events).toEqual([]);
    const at = advance(before.clock, true, 10);
    expect(at.clock.state.glitched).toBe(true);
    expect(at.events).toHaveLength(1);
  });

  test('releasing decays 0.8 per 10 ms', () => {
    const held = frames(start, true, [1000]).clock;
    const released = advance(held, false, 20).clock;
    expect(released.state.charge).toBeCloseTo(64, 9);
  });

  test('a long sleep runs at most the cap and drops the rest', () => {
    const r = advance(start, true, 60_000);
    expect(r.clock.state.charge).toBe(MAX_STEPS_PER_ADVANCE);
    expect(r.clock.carryMs).toBe(0);
  });

  test('negative time (a clock that went back) does nothing', () => {
    expect(advance(start, true, -50).clock).toEqual(start);
  });
});
