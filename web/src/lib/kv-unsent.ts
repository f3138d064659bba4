import type { KvEntry } from './kv-batcher.ts';

/**
 * This tab's key/value changes that the server has not yet confirmed (queued or in flight), kept in
 * sessionStorage per address. A reload, a crash or a tab restored later finds them: the profile shows them
 * at once (a closed intro stays closed) and MeProvider sends them again. Sending a value twice is
 * harmless: counts never go down, and a flag or choice is the same value. sessionStorage, not
 * localStorage: each tab keeps its own, so two tabs never overwrite each other's.
 */
const storageKey = (address: string) => `kv-unsent:${address.toLowerCase()}`;

type UnsentStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** By hand, not domain's kvEntrySchema: that would bring zod into the app's main script. The server checks keys. */
const isEntry = (value: unknown): value is KvEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as KvEntry).key === 'string' &&
  (typeof (value as KvEntry).value === 'string' || Number.isFinite((value as KvEntry).value));

/** The unconfirmed changes kept for `address`; none when there are none or what is kept is not ours. */
export function readUnsent(address: string, storage?: UnsentStorage): KvEntry[] {
  try {
    const parsed: unknown = JSON.parse((storage ?? globalThis.sessionStorage)?.getItem(storageKey(address)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/** Keeps the unconfirmed changes for `address` (none: forgets them). Storage that refuses is no error. */
export function writeUnsent(address: string, entries: KvEntry[], storage?: UnsentStorage): void {
  try {
    // Inside the try: reading sessionStorage itself throws where site data is blocked.
    const store = storage ?? globalThis.sessionStorage;
    if (entries.length === 0) store?.removeItem(storageKey(address));
    else store?.setItem(storageKey(address), JSON.stringify(entries));
  } catch {
    // Private modes and full storage: the batcher still sends, only the reload safety net is missing.
  }
}
