/**
 * Queues of trait grants (SPEC section 7, decision 0008). Whoever grants traits (the admin's trait grants,
 * a reward) enqueues them, tells the player's page the queue id ('start-queue' with queueId and traitIds),
 * delivers the traits, then settles the queue; the page polls `GET /api/journeys/queue` until it is OK.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { journeyQueues } from '../../../db/schema/index.ts';
import type { QueueStatus } from '../../../domain/journeys.ts';
import type { Tx } from '../coolscore/score.ts';

/** Opens a PENDING queue for a player's trait grant; returns its id (unguessable, so it can travel in pushes). */
export async function enqueueTraitGrant(db: Db | Tx, profileId: number, traitIds: number[]): Promise<string> {
  const id = randomBytes(16).toString('hex');
  await db.insert(journeyQueues).values({ id, profile_id: profileId, trait_ids: traitIds });
  return id;
}

/** Marks a queue OK once its traits have landed. Settling twice is harmless; returns whether it was pending. */
export async function settleQueue(db: Db | Tx, queueId: string): Promise<boolean> {
  const rows = await db
    .update(journeyQueues)
    .set({ status: 'OK', settled_at: new Date() })
    .where(and(eq(journeyQueues.id, queueId), eq(journeyQueues.status, 'PENDING')))
    .returning({ id: journeyQueues.id });
  return rows.length > 0;
}

/** A queue's status for its own player; null for an unknown queue or someone else's (the same 404). */
export async function queueStatus(db: Db, profileId: number, queueId: string): Promise<QueueStatus | null> {
  const [row] = await db
    .select({ status: journeyQueues.status })
    .from(journeyQueues)
    .where(and(eq(journeyQueues.id, queueId), eq(journeyQueues.profile_id, profileId)));
  return row?.status ?? null;
}
