import { api } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/http.ts';

/** `POST /api/profile/email`: mails a 6-digit code to an address the player wants on their profile. */
export const sendEmailCode = (email: string) => unwrap(api.profile.email.$post({ json: { email } }));

/** `POST /api/profile/email/verify`: the code puts the address on the profile, verified; answers the own profile. */
export const verifyEmail = (email: string, code: string) => unwrap(api.profile.email.verify.$post({ json: { email, code } }));

export type VerifiedProfile = Awaited<ReturnType<typeof verifyEmail>>;
