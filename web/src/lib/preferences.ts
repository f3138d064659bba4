import { PREFERENCE_TTL_SECONDS } from '../../../domain/timings.ts';

/** The part of Web Storage the preference store needs; `localStorage` satisfies it. */
export type PreferenceStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

type StoredPreference = { expiry: number; value: unknown; key: string };

// Resolved per call rather than at import: Bun and SSR have no localStorage, and merely reading the
// property throws a SecurityError in browsers with site data blocked.
function defaultStorage(): PreferenceStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function normalise(key: string): string {
  return key.toLowerCase();
}

function isStoredPreference(data: unknown): data is StoredPreference {
  if (typeof data !== 'object' || data === null) return false;
  const record = data as Record<string, unknown>;
  return typeof record.expiry === 'number' && Number.isFinite(record.expiry) && 'value' in record;
}

/** Saves a JSON-serialisable value for `ttlSeconds`; returns false when storage refused it. */
export function setPreference(
  key: string,
  value: unknown,
  ttlSeconds: number = PREFERENCE_TTL_SECONDS,
  storage: PreferenceStorage | undefined = defaultStorage(),
): boolean {
  if (!storage) return false;
  const name = normalise(key);
  const record: StoredPreference = { expiry: Date.now() + ttlSeconds * 1000, value, key: name };
  try {
    // Quota errors, private modes and unserialisable values all land here; a lost preference is
    // better than a broken screen.
    storage.setItem(name, JSON.stringify(record));
    return true;
  } catch {
    return false;
  }
}

/** Reads a saved value, or `fallback` when it is missing, expired, corrupt or unreadable. */
export function getPreference<T>(key: string, fallback: T, storage?: PreferenceStorage): T;
export function getPreference<T>(key: string, fallback?: T, storage?: PreferenceStorage): T | undefined;
export function getPreference<T>(
  key: string,
  fallback?: T,
  storage: PreferenceStorage | undefined = defaultStorage(),
): T | undefined {
  if (!storage) return fallback;
  const name = normalise(key);
  let raw: string | null;
  try {
    raw = storage.getItem(name);
  } catch {
    return fallback;
  }
  if (raw === null) return fallback;

  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    data = undefined;
  }
  // Still usable through its expiry millisecond; stale or corrupt records are dropped so they do
  // not linger in a quota-limited store.
  if (!isStoredPreference(data) || Date.now() > data.expiry) {
    removePreference(name, storage);
    return fallback;
  }
  return data.value as T;
}

/** Deletes a saved value; never throws. */
export function removePreference(
  key: string,
  storage: PreferenceStorage | undefined = defaultStorage(),
): void {
  try {
    storage?.removeItem(normalise(key));
  } catch {
    // Nothing useful to do when storage is unavailable.
  }
}
