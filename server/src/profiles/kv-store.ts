import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { kvEntries } from '../../../db/schema/index.ts';
import { fieldMessage } from '../../../domain/messages.ts';
import { isKvKey, PROGRESS_CAPS } from '../../../domain/progress.ts';

/** A key the spec does not list; answered 400 `{ error: 'Unknown key: <key>' }`. */
export class UnknownKeyError extends Error {
  constructor(readonly key: string) {
    super(fieldMessage.unknownKey(key));
    this.name = 'UnknownKeyError';
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Writes key/value entries for one profile (last one wins for a repeated key). Checks keys here, inside
 * the caller's transaction, so a bad key undoes everything written with it. Counts are clamped to caps.
 */
export async function storeEntries(tx: Db | Tx, profileId: number, entries: ReadonlyArray<{ key: string; value: string | number }>) {
  const byKey = new Map<string, { value: string; type: 'number' | 'string' }>();
  for (const { key, value } of entries) {
    if (!isKvKey(key)) throw new UnknownKeyError(key);
    const cap = PROGRESS_CAPS[key];
    if (typeof value === 'number') {
      const n = cap === undefined ? value : Math.min(Math.max(0, Math.floor(value)), cap);
      byKey.set(key, { value: String(n), type: 'number' });
    } else byKey.set(key, { value, type: 'string' });
  }
  if (!byKey.size) return;
  const now = new Date();
  await tx
    .insert(kvEntries)
    .values([...byKey].map(([key, v]) => ({ profile_id: profileId, key, ...v, created: now, updated: now })))
    .onConflictDoUpdate({
      target: [kvEntries.profile_id, kvEntries.key],
      set: { value: sql`excluded.value`, type: sql`excluded.type`, updated: now },
    });
}
