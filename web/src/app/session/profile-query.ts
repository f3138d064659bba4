import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { earlyOr } from '../../lib/early-answers.ts';
import { ApiError, unwrap } from '../../lib/http.ts';
import type { KvEntry } from '../../lib/kv-batcher.ts';
import { readUnsent } from '../../lib/kv-unsent.ts';

type DataEntry = { id: number; key: string; value: string | number; type: string; created: string };

/** Writes entries into a profile's values, so every screen shows a change before the server has it. */
export function mergeData<T extends DataEntry>(data: T[], entries: KvEntry[]): T[] {
  const next = [...data];
  for (const { key, value } of entries) {
    const at = next.findIndex((d) => d.key === key);
    const type = typeof value === 'number' ? 'number' : 'string';
    if (at >= 0) next[at] = { ...next[at]!, value, type };
    else next.push({ id: -1, key, value, type, created: new Date().toISOString() } as T);
  }
  return next;
}

/** A profile as the server answered it, with this tab's unconfirmed changes (lib/kv-unsent.ts) laid over. */
export function withUnsent<P extends { data: DataEntry[] }>(profile: P, unsent: KvEntry[]): P {
  return unsent.length > 0 ? { ...profile, data: mergeData(profile.data, unsent) } : profile;
}

/**
 * The signed-in user's own profile; null when the wallet has not registered yet (404). This tab's changes
 * the server has not confirmed (lib/kv-unsent.ts), read before asking, are laid over its answer: a save
 * still on its way, or lost with a reload, is not undone by the answer of a request it raced.
 */
export async function getOwnProfile(address: string) {
  const unsent = readUnsent(address);
  // The boot script's request, when it asked for this session (lib/early-answers.ts): the same GET,
  // started before the app's script had loaded.
  const ask = () => api.profile.$get({ query: { address } });
  const profile = await unwrap(earlyOr(`/api/profile?address=${encodeURIComponent(address)}`, ask)).catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  });
  if (profile === null) return null;
  // Public fields only means the server did not take our session for this address: sign in again.
  if (!('onboarded' in profile)) throw new ApiError(401, 'Session expired, please reload and try again.', 'not own profile');
  return withUnsent(profile, unsent);
}

export type OwnProfile = NonNullable<Awaited<ReturnType<typeof getOwnProfile>>>;

/** Rechecked when the window regains focus, so a session revoked elsewhere is noticed. */
export const ownProfileQueryOptions = (address: string) =>
  queryOptions({
    queryKey: ['profile', address],
    queryFn: () => getOwnProfile(address),
    refetchOnWindowFocus: 'always',
    meta: { silent: true },
  });

export function useOwnProfile(address: string | null) {
  return useQuery({ ...ownProfileQueryOptions(address ?? ''), enabled: Boolean(address) });
}
