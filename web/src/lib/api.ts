import { hc } from 'hono/client';
import type { AppType } from '../../../server/src/app.ts';

/** Bearer token of the signed-in browser, read on every call so a new sign-in applies at once. */
let sessionToken: string | null = null;

/** Sets (or clears) the token sent as `Authorization: Bearer` on API calls. */
export function setSessionToken(token: string | null): void {
  sessionToken = token;
}

/** The token API calls are sent with now. */
export function currentSessionToken(): string | null {
  return sessionToken;
}

/** The typed API client: every response type comes from the server's route definitions. */
export const api = hc<AppType>('/api', {
  headers: (): Record<string, string> => (sessionToken ? { authorization: `Bearer ${sessionToken}` } : {}),
});
