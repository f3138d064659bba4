import { and, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sessions } from '../../../db/schema/index.ts';

/** Of the given session ids, those still live (not revoked, not expired) at `now`. */
export async function liveSessionIds(db: Db, ids: number[], now: Date): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, ids), isNull(sessions.revoked_at), gt(sessions.expires_at, now)));
  return new Set(rows.map((r) => r.id));
}
