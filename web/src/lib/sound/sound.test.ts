import { describe, expect, test } from 'bun:test';
import { SOUNDS } from '../../../../domain/timings.ts';
import { clampRate, playSound, preloadSounds, preloadSoundsSoon } from './sound.ts';

describe('playSound', () => {
  test('clamps the rate to what howler accepts and treats junk as normal speed', () => {
    expect(clampRate(undefined)).toBe(1);
    expect(clampRate(1.3)).toBe(1.3);
    // The tenth click of a clicker: 1 + 0.3 * 10.
    expect(clampRate(1 + 0.3 * 10)).toBe(4);
    expect(clampRate(9)).toBe(4);
    expect(clampRate(0.1)).toBe(0.5);
    expect(clampRate(Number.NaN)).toBe(1);
    expect(clampRate(Number.POSITIVE_INFINITY)).toBe(1);
  });

  test('never throws, even with no audio, no storage and no built sounds (as here in bun)', () => {
    for (const name of SOUNDS) expect(() => playSound(name, { rate: 2 })).not.toThrow();
    expect(() => preloadSounds()).not.toThrow();
    // Without a window there is nothing to wait for: a no-op with a callable cancel.
    expect(() => preloadSoundsSoon()()).not.toThrow();
  });
});
