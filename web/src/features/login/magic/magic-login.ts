import type { Magic } from 'magic-sdk';
import { MESSAGES } from '../../../../../domain/messages.ts';

// One SDK per key: each instance mounts its own hidden iframe.
const instances = new Map<string, Promise<Magic>>();

/** The Magic SDK for a publishable key; magic-sdk is fetched here, on first use, never in the first bundle. */
function magicFor(publishableKey: string): Promise<Magic> {
  let magic = instances.get(publishableKey);
  if (!magic) {
    magic = import('magic-sdk').then(({ Magic }) => new Magic(publishableKey));
    // A failed download may succeed on the next try.
    magic.catch(() => instances.delete(publishableKey));
    instances.set(publishableKey, magic);
  }
  return magic;
}

/** Magic's e-mail one-time-code login (its own dialog); resolves with the DID token for `POST /api/login`. */
export async function loginWithMagic(email: string, publishableKey: string): Promise<{ didToken: string }> {
  const magic = await magicFor(publishableKey);
  const didToken = await magic.auth.loginWithEmailOTP({ email });
  if (!didToken) throw new Error(MESSAGES.tokenNotPresent);
  return { didToken };
}

/** Ends the Magic wallet's own session too (sign-out); does nothing if Magic was never loaded. */
export async function logoutMagic(publishableKey: string): Promise<void> {
  const magic = instances.get(publishableKey);
  if (magic) await (await magic).user.logout();
}
