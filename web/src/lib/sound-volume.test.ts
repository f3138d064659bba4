import { beforeEach, describe, expect, test } from 'bun:test';
import { setPreference } from './preferences.ts';
import { getSoundVolume, setSoundVolume } from './sound-volume.ts';
import { MapStorage } from '../../test/map-storage.ts';

let storage: MapStorage;
beforeEach(() => {
  storage = new MapStorage();
});

describe('sound volume', () => {
  test('defaults to 1', () => {
    expect(getSoundVolume(storage)).toBe(1);
  });

  test('is saved as a preference under sound-volume', () => {
    expect(setSoundVolume(0.4, storage)).toBe(0.4);
    expect(JSON.parse(storage.getItem('sound-volume')!)).toMatchObject({ value: 0.4, key: 'sound-volume' });
    expect(getSoundVolume(storage)).toBe(0.4);
  });

  test('keeps a saved 0 (muted) rather than falling back to 1', () => {
    setSoundVolume(0, storage);
    expect(getSoundVolume(storage)).toBe(0);
  });

  test.each([
    [1.5, 1],
    [-0.2, 0],
    [Infinity, 1],
    [-Infinity, 0],
  ])('clamps %p to %p', (input, saved) => {
    expect(setSoundVolume(input, storage)).toBe(saved);
    expect(getSoundVolume(storage)).toBe(saved);
  });

  test('rejects NaN and keeps the previous volume', () => {
    setSoundVolume(0.3, storage);
    expect(() => setSoundVolume(Number.NaN, storage)).toThrow(RangeError);
    expect(getSoundVolume(storage)).toBe(0.3);
  });

  test('ignores stored values that are not numbers', () => {
    setPreference('sound-volume', 'loud', undefined, storage);
    expect(getSoundVolume(storage)).toBe(1);
  });

  test('clamps out-of-range stored values', () => {
    setPreference('sound-volume', -3, undefined, storage);
    expect(getSoundVolume(storage)).toBe(0);
  });
});
