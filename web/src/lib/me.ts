import { createContext, useContext } from 'react';
import type { KvValue } from '../../../domain/kv-entries.ts';
import type { KvKey } from '../../../domain/progress.ts';
import type { KvEntry } from './kv-batcher.ts';

/**
 * The signed-in, onboarded player as features see them: who they are, their progress values and
 * the two ways to change them. Provided by the app's layouts; null for visitors and while loading.
 */
export interface Me {
  profileId: number;
  username: string;
  slug: string;
  /** Progress values as last known (stored values plus changes not yet confirmed). */
  values: Partial<Record<KvKey, KvValue>>;
  /** Queues a change; changes go out together 2 s after the last one. */
  set: (key: KvKey, value: KvValue) => void;
  /** Sends these (and anything queued) now. */
  save: (entries: KvEntry[]) => Promise<void>;
  /** Shows values another route has already stored (e.g. the Sidekx picker's), without sending them again. */
  remember: (entries: KvEntry[]) => void;
}

export const MeContext = createContext<Me | null>(null);

/** The signed-in player, or null for visitors and while the profile loads. */
export function useMe(): Me | null {
  return useContext(MeContext);
}

/** A progress value as a number (0 when unset or not numeric). */
export function countOf(me: Me | null, key: KvKey): number {
  const value = me?.values[key];
  return typeof value === 'number' ? value : 0;
}
