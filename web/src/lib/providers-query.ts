import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';
import { unwrap } from './http.ts';

/** `GET /api/auth/providers`: the providers this server has settings for (Auth.js lists only those). */
export async function getConfiguredProviders(): Promise<string[]> {
  return Object.keys((await unwrap(api.auth.providers.$get())) as Record<string, unknown>);
}

/** The configured social providers; the Connections panel and the /imx intro share it. */
export const providersQueryOptions = () => queryOptions({ queryKey: ['auth', 'providers'], queryFn: getConfiguredProviders, staleTime: 60_000 });
