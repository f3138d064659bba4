import { api } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/http.ts';

/** `POST /api/login` with a Magic DID token: the session, the Magic wallet address and the profile (id 0 when new). */
export const loginWithDidToken = (email: string, didToken: string) =>
  unwrap(api.login.$post({ json: { email } }, { headers: { authorization: `Bearer ${didToken}` } }));
