import { afterEach, beforeEach, describe, expect, jest, test } from 'bun:test';
import { PREFERENCE_TTL_SECONDS } from '../../../domain/timings.ts';
import { getPreference, removePreference, setPreference, type PreferenceStorage } from './preferences.ts';
import { MapStorage } from '../../test/map-storage.ts';

/** Storage as in Safari private mode or with site data blocked: every call throws. */
const brokenStorage: PreferenceStorage = {
  getItem() {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem() {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem() {
    throw new DOMException('denied', 'SecurityError');
  },
};

const NOW = 1_700_000_000_000;
let storage: MapStorage;

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  storage = new MapStorage();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('setPreference', () => {
  test('stores { expiry, value, key } under the lower-cased key, expiring a year from now', () => {
    expect(setPreference('Theme', { dark: true }, undefined, storage)).toBe(true);
    expect([...storage.items.keys()]).toEqual(['theme']);
    expect(JSON.parse(storage.getItem('theme')!)).toEqual({
      expiry: NOW + PREFERENCE_TTL_SECONDS * 1000,
      value: { dark: true },
      key: 'theme',
    });
    expect(PREFERENCE_TTL_SECONDS).toBe(31_536_000);
  });

  test('uses the given ttl in seconds', () => {
    setPreference('a', 1, 90, storage);
    expect(JSON.parse(storage.getItem('a')!).expiry).toBe(NOW + 90_000);
  });

  test('reports false instead of throwing when storage refuses', () => {
    expect(setPreference('a', 1, 60, brokenStorage)).toBe(false);
  });

  test('reports false for values JSON cannot hold', () => {
    expect(setPreference('a', 1n, 60, storage)).toBe(false);
    expect(storage.length).toBe(0);
  });

  test('without a storage argument, uses localStorage as found at call time', () => {
    const global = globalThis as { localStorage?: Storage };
    global.localStorage = storage;
    try {
      expect(setPreference('a', 1, 60)).toBe(true);
      expect(getPreference('a', 0)).toBe(1);
      removePreference('a');
      expect(storage.length).toBe(0);
    } finally {
      delete global.localStorage;
    }
  });

  test('without a storage argument, survives a localStorage getter that throws', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      expect(setPreference('a', 1, 60)).toBe(false);
      expect(getPreference('a', 'fallback')).toBe('fallback');
      expect(() => removePreference('a')).not.toThrow();
    } finally {
      delete (globalThis as { localStorage?: Storage }).localStorage;
    }
  });

  test('without a storage argument and no localStorage, does nothing', () => {
    expect(globalThis.localStorage).toBeUndefined();
    expect(setPreference('a', 1)).toBe(false);
    expect(getPreference('a', 'fallback')).toBe('fallback');
    expect(() => removePreference('a')).not.toThrow();
  });
});

describe('getPreference', () => {
  test('reads back the value whatever the key case', () => {
    setPreference('Sound-Volume', 0.25, 60, storage);
    expect(getPreference<number>('SOUND-volume', 1, storage)).toBe(0.25);
  });

  test('returns the fallback, or undefined, when nothing is stored', () => {
    expect(getPreference('missing', 'x', storage)).toBe('x');
    expect(getPreference('missing', undefined, storage)).toBeUndefined();
  });

  test('keeps a record through its expiry millisecond, then drops it', () => {
    setPreference('a', 'kept', 10, storage);
    jest.setSystemTime(NOW + 10_000);
    expect(getPreference('a', 'gone', storage)).toBe('kept');
    jest.setSystemTime(NOW + 10_001);
    expect(getPreference('a', 'gone', storage)).toBe('gone');
    expect(storage.getItem('a')).toBeNull();
  });

  test.each([
    ['not json', '{oops'],
    ['a bare value', '42'],
    ['null', 'null'],
    ['no expiry', JSON.stringify({ value: 1, key: 'a' })],
    ['a string expiry', JSON.stringify({ expiry: String(NOW + 1000), value: 1, key: 'a' })],
    ['no value', JSON.stringify({ expiry: NOW + 1000, key: 'a' })],
  ])('treats %s as absent and removes it', (_label, raw) => {
    storage.setItem('a', raw);
    expect(getPreference('a', 'fallback', storage)).toBe('fallback');
    expect(storage.getItem('a')).toBeNull();
  });

  test('returns stored falsy values rather than the fallback', () => {
    setPreference('zero', 0, 60, storage);
    setPreference('off', false, 60, storage);
    setPreference('nothing', null, 60, storage);
    expect(getPreference('zero', 1, storage)).toBe(0);
    expect(getPreference('off', true, storage)).toBe(false);
    expect(getPreference<string | null>('nothing', 'x', storage)).toBeNull();
  });

  test('returns the fallback instead of throwing when storage is unreadable', () => {
    expect(getPreference('a', 'fallback', brokenStorage)).toBe('fallback');
  });

  test('an expired record in storage that cannot delete still yields the fallback', () => {
    const stuck: PreferenceStorage = {
      ...brokenStorage,
      getItem: () => JSON.stringify({ expiry: NOW - 1, value: 'old', key: 'a' }),
    };
    expect(getPreference('a', 'fallback', stuck)).toBe('fallback');
  });
});

describe('removePreference', () => {
  test('removes by the lower-cased key', () => {
    setPreference('a', 1, 60, storage);
    setPreference('b', 2, 60, storage);
    removePreference('A', storage);
    expect([...storage.items.keys()]).toEqual(['b']);
  });

  test('never throws', () => {
    expect(() => removePreference('a', brokenStorage)).not.toThrow();
  });
});
