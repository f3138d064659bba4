import { describe, expect, test } from 'bun:test';
import { INITIAL_MONITOR, badgesShown, greenDot, tick, type MonitorEvent, type MonitorState } from './monitor-physics.ts';

function run(state: MonitorState, holding: boolean, steps: number) {
  const events: MonitorEvent[] = [];
  let s = state;
  for (let i = 0; i < steps; i++) {
    const r = tick(s, holding);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

describe('monitor tick', () => {
  test('holding adds exactly 1 per step', () => {
    expect(tick(INITIAL_MONITOR, true).state.charge).toBe(1);
    expect(run(INITIAL_MONITOR, true, 150).state.charge).toBe(150);
  });

  test('289 held steps stay calm; the 290th glitches and reports success once', () => {
    const before = run(INITIAL_MONITOR, true, 289);
    expect(before.state).toEqual({ charge: 289, glitched: false, successPlayed: false });
    expect(before.events).toEqual([]);
    const at = tick(before.state, true);
    expect(at.state).toEqual({ charge: 290, glitched: true, successPlayed: true });
    expect(at.events).toEqual([{ type: 'success', save: { key: 'monitor-tickle', value: 1 } }]);
  });

  test('releasing decays by 0.8 per step', () => {
    let s: MonitorState = { ...INITIAL_MONITOR, charge: 100 };
    const seen: number[] = [];
    for (let i = 0; i < 4; i++) {
      s = tick(s, false).state;
      seen.push(s.charge);
    }
    expect(seen[0]).toBeCloseTo(80, 10);
    expect(seen[1]).toBeCloseTo(64, 10);
    expect(seen[2]).toBeCloseTo(51.2, 10);
    expect(seen[3]).toBeCloseTo(40.96, 10);
    expect(tick(INITIAL_MONITOR, false).state.charge).toBe(0);
  });

  test('success plays once, ever, even after decaying and charging again', () => {
    const first = run(INITIAL_MONITOR, true, 300);
    expect(first.events).toHaveLength(1);
    const cooled = run(first.state, false, 50);
    expect(cooled.state.charge).toBeLessThan(1);
    expect(cooled.state.glitched).toBe(true);
    const again = run(cooled.state, true, 300);
    expect(again.state.charge).toBeGreaterThanOrEqual(290);
    expect(again.events).toEqual([]);
  });

  test('does not mutate the given state', () => {
    const s: MonitorState = { charge: 289, glitched: false, successPlayed: false };
    tick(s, true);
    expect(s).toEqual({ charge: 289, glitched: false, successPlayed: false });
  });
});

describe('indicators', () => {
  test('green dot shows strictly above 110', () => {
    expect(greenDot(110)).toBe(false);
    expect(greenDot(110.5)).toBe(true);
    expect(greenDot(111)).toBe(true);
  });

  test('badges show at 140, 170, 200, 230 and 260', () => {
    expect(badgesShown(0)).toBe(0);
    expect(badgesShown(139)).toBe(0);
    expect(badgesShown(140)).toBe(1);
    expect(badgesShown(169)).toBe(1);
    expect(badgesShown(170)).toBe(2);
    expect(badgesShown(199.9)).toBe(2);
    expect(badgesShown(200)).toBe(3);
    expect(badgesShown(230)).toBe(4);
    expect(badgesShown(259)).toBe(4);
    expect(badgesShown(260)).toBe(5);
    expect(badgesShown(1000)).toBe(5);
  });

  test('badges appear one by one while held', () => {
    const counts = [140, 170, 200, 230, 260].map((n) => badgesShown(run(INITIAL_MONITOR, true, n).state.charge));
    expect(counts).toEqual([1, 2, 3, 4, 5]);
  });
});
