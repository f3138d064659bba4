import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/http.ts';
import type { Connection } from './providers.ts';

/** The own profile's wallet and linked accounts (`connections`). */
export async function getConnections(): Promise<{ wallet: string; connections: Connection[] }> {
  const profile = await unwrap(api.profile.$get({ query: {} }));
  if (!('connections' in profile)) return { wallet: '', connections: [] };
  return { wallet: profile.wallet, connections: profile.connections };
}

/** Marks the coming Auth.js callback as this player's (an HttpOnly cookie); the popup calls it first. */
export const startLink = (provider: string, tag: string | null) =>
  unwrap(api.provider[':provider'].link.$post({ param: { provider }, json: tag ? { tag } : {} }));

/** `DELETE /api/provider/{provider}?address=`: unlinks the caller's own account. */
export const unlink = (provider: string, address: string) => unwrap(api.provider[':provider'].$delete({ param: { provider }, query: { address } }));

/** `GET /api/auth/csrf`: the token the sign-in form posts back. */
export async function getCsrfToken(): Promise<string> {
  const body = (await unwrap(api.auth.csrf.$get())) as { csrfToken?: unknown };
  if (typeof body.csrfToken !== 'string') throw new Error('no CSRF token');
  return body.csrfToken;
}

export { getConfiguredProviders, providersQueryOptions } from '../../../lib/providers-query.ts';

/** Under ['profile'] so signing out forgets it. */
export const CONNECTIONS_KEY = ['profile', 'connections'] as const;
export const connectionsQueryOptions = () => queryOptions({ queryKey: CONNECTIONS_KEY, queryFn: getConnections });

/** `POST /api/auth/signin/{provider}` as the authentication client sends it; answers the provider's authorization URL. */
export async function signInUrl(provider: string, csrfToken: string, callbackUrl: string): Promise<string> {
  const res = await fetch(`/api/auth/signin/${provider}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-auth-return-redirect': '1' },
    body: new URLSearchParams({ csrfToken, callbackUrl }),
  });
  const body = (await res.json().catch(() => null)) as { url?: unknown } | null;
  if (!res.ok || typeof body?.url !== 'string') throw new Error(`sign-in start refused: ${res.status}`);
  return body.url;
}
