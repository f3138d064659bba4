import { api } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/http.ts';
import type { LoginType } from '../../../../../domain/identity.ts';

/** `GET /api/profile/nonce`: the Sign-In with Ethereum message this address must sign. */
export const getNonce = (address: string) => unwrap(api.profile.nonce.$get({ query: { address } }));

/** `POST /api/profile/verify`: trades a signed message for a session token (and the profile, id 0 if new). */
export const verifySignature = (address: string, signature: string, type: LoginType) =>
  unwrap(api.profile.verify.$post({ json: { address, signature, type } }));
