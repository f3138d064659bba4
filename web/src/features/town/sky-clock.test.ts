import { describe, expect, test } from 'bun:test';
import { skyAt } from './sky-clock.ts';

const at = (h: number, m = 0, s = 0) => skyAt(new Date(2026, 10, 22, h, m, s));

describe('skyAt', () => {
  test('day is hours 6 to 19', () => {
    expect(at(5, 59, 59).night).toBe(true);
    expect(at(6).night).toBe(false);
    expect(at(12).night).toBe(false);
    expect(at(18, 59, 59).night).toBe(false);
    expect(at(19).night).toBe(true);
    expect(at(0).night).toBe(true);
  });

  test('the sun crosses the sky over the day and the moon over the night', () => {
    expect(at(6).progress).toBe(0);
    expect(at(12, 30).progress).toBeCloseTo(0.5, 5);
    expect(at(19).progress).toBe(0);
    expect(at(0, 30).progress).toBeCloseTo(0.5, 5);
    expect(at(5, 55).progress).toBeCloseTo(1 - 300 / (11 * 3600), 5);
  });

  test('moves in 300-second steps', () => {
    expect(at(10, 0, 0).step).toBe(at(10, 4, 59).step);
    expect(at(10, 5, 0).step).toBe(at(10, 4, 59).step + 1);
    expect(at(10, 4, 59).progress).toBe(at(10, 0, 0).progress);
  });

  test('dawn and dusk tones at the ends of the day', () => {
    expect(at(6, 10).tone).toBe('dawn');
    expect(at(12).tone).toBe('day');
    expect(at(18, 45).tone).toBe('dusk');
    expect(at(22).tone).toBe('night');
  });
});
