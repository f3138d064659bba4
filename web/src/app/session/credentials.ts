import { LOGIN_TYPES, type LoginType } from '../../../../domain/identity.ts';
import { getPreference, removePreference, setPreference } from '../../lib/preferences.ts';
import { COPIES_CACHE } from '../../lib/sw-strategy.ts';

/** What a signed-in browser keeps between visits: never a private key or a signature, only the session token. */
export interface Credentials {
  token: string;
  address: string;
  type: LoginType;
  /** The verified e-mail of an e-mail sign-in; pre-fills registration. */
  email?: string;
}

const KEY = 'session';
/** Written on sign-out so other tabs of the same browser sign out too (they get a `storage` event). */
export const SIGN_OUT_KEY = 'sapphire-town-signout';
const THIRTY_DAYS = 30 * 86_400;

/** Stored credentials, or null when absent or malformed. */
export function loadCredentials(): Credentials | null {
  const value = getPreference<Credentials | null>(KEY, null);
  if (!value || typeof value.token !== 'string' || typeof value.address !== 'string') return null;
  if (!(LOGIN_TYPES as readonly string[]).includes(value.type)) return null;
  return value;
}

export function saveCredentials(credentials: Credentials): void {
  setPreference(KEY, credentials, THIRTY_DAYS);
}

/** Clears this browser's storage (SPEC: logout clears local storage) and tells the other tabs. */
export function clearCredentials(): void {
  removePreference(KEY);
  // The service worker's copies of this player's answers go too (sw-strategy.ts).
  if (typeof caches !== 'undefined') void caches.delete(COPIES_CACHE).catch(() => {});
  try {
    localStorage.clear();
    localStorage.setItem(SIGN_OUT_KEY, String(Date.now()));
  } catch {
    // Storage can be unavailable (private mode); the session is already gone server-side.
  }
}
