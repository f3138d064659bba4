import { api } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/http.ts';

/** `POST /api/profile/check`: e-mails a 6-digit code (the answer never says whether the address is known). */
export const requestCode = (email: string) => unwrap(api.profile.check.$post({ json: { email, type: 'magic' as const } }));

/** `POST /api/login`: trades the code for a session, the embedded wallet address and the profile. */
export const loginWithCode = (email: string, code: string) => unwrap(api.login.$post({ json: { email, code } }));
