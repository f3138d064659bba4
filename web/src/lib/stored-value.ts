import { useCallback, useSyncExternalStore } from 'react';
import { getPreference, setPreference } from './preferences.ts';

/** Listeners per key in this tab; other tabs of the browser hear through the `storage` event. */
const listeners = new Map<string, Set<() => void>>();
/** The last value read per key, so React sees the same object until the stored text changes. */
const snapshots = new Map<string, { raw: string | null; value: unknown }>();

function rawOf(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key.toLowerCase()) ?? null;
  } catch {
    return null;
  }
}

function notify(key: string) {
  for (const listener of listeners.get(key.toLowerCase()) ?? []) listener();
}

function subscribeTo(key: string, listener: () => void): () => void {
  const name = key.toLowerCase();
  const set = listeners.get(name) ?? new Set();
  listeners.set(name, set);
  set.add(listener);
  // Another tab wrote (or cleared) the same key; `key` is null when that tab cleared all storage.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === name) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    set.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** Reads a preference through a per-key cache: the same value object until the stored text changes. */
export function readStored<T>(key: string, fallback: T, valid: (value: unknown) => value is T): T {
  const raw = rawOf(key);
  const cached = snapshots.get(key);
  if (cached && cached.raw === raw) return cached.value as T;
  const stored = getPreference<unknown>(key, fallback);
  const value = valid(stored) ? stored : fallback;
  snapshots.set(key, { raw: rawOf(key), value });
  return value;
}

/** Saves a preference and tells this tab's readers; other tabs hear through the storage event. */
export function writeStored(key: string, value: unknown): void {
  setPreference(key, value);
  notify(key);
}

/**
 * A value kept in the preference store (localStorage, a year by default) and shared live: every
 * component reading `key` in this tab and in the browser's other tabs sees each change.
 */
export function useStoredValue<T>(key: string, fallback: T, valid: (value: unknown) => value is T): [T, (next: T) => void] {
  const subscribe = useCallback((listener: () => void) => subscribeTo(key, listener), [key]);
  const value = useSyncExternalStore(
    subscribe,
    () => readStored(key, fallback, valid),
    () => fallback,
  );
  const set = useCallback((next: T) => writeStored(key, next), [key]);
  return [value, set];
}
