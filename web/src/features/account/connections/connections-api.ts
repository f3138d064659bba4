import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/http.ts';
import type { Connection } from './providers.ts';

/** `GET /api/auth/providers`: the providers this server has settings for (Auth.js lists only those). */
export async function getConfiguredProviders(): Promise<string[]> {
  const res = await fetch('/api/auth/providers', { headers: { accept: 'application/json' } });
  if (!res.ok) return [];
  const body = (await res.json()) as Record<string, unknown> | null;
  return body ? Object.keys(body) : [];
}

/** The own profile's linked accounts (`connections`), oldest first. */
export async function getConnections(): Promise<Connection[]> {
  const profile = await unwrap(api.profile.$get({ query: {} }));
  return 'connections' in profile && Array.isArray(profile.connections) ? (profile.connections as Connection[]) : [];
}

export const providersQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'providers'], queryFn: getConfiguredProviders, staleTime: 60_000 });

/** Under ['profile'] so signing out forgets it. */
export const connectionsQueryOptions = () =>
  queryOptions({ queryKey: ['profile', 'connections'], queryFn: getConnections });
