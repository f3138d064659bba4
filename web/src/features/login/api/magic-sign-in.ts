import { api } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/http.ts';

/** `POST /api/login` with a Magic DID token: the session, the Magic wallet address and the profile (id 0 when new). */
export const loginWithDidToken = (email: string, didToken: string) =>
  unwrap(api.login.$post({ json: { email } }, { headers: { authorization: `Bearer ${didToken}` } }));

/** `POST /api/profile/magic-token`: a session for a Magic wallet that is already signed in to Magic. */
export const sessionForMagicWallet = (address: string, didToken: string) =>
  unwrap(api.profile['magic-token'].$post({ json: { address } }, { headers: { authorization: `Bearer ${didToken}` } }));
