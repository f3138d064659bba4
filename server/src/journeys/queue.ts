/**
 * Queues of trait grants (SPEC section 7, decision 0008). Whoever grants traits (the admin's trait grants,
 * a reward) enqueues them, tells the player's page the queue id ('start-queue' with queueId and traitIds),
 * delivers the traits, then settles the queue; the page polls `GET /api/journeys/queue` until it is OK.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { journeyQueues } from '../../../db/schema/index.ts';
import type { QueueStatus } from '../../../domain/journeys.ts';
import type { Tx } from '../coolscore/score.ts';
import type { Logger } from '../log.ts';
import { grantChest } from '../wearables/grant-chest.ts';

/** The chest a journey reward arrives in. */
export const REWARD_CHEST_NAME = 'Journey Reward';

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

/** Journey rewards delivered and delivery rounds that failed, per database (for /metrics). */
const deliveries = new WeakMap<Db, { delivered: number; failed: number }>();
export function rewardDeliveries(db: Db): { delivered: number; failed: number } {
  const known = deliveries.get(db);
  if (known) return known;
  const counts = { delivered: 0, failed: 0 };
  deliveries.set(db, counts);
  return counts;
}

/** One settled grant: whose, which traits, and the chest they landed in. */
export interface DeliveredGrant {
  queueId: string;
  profileId: number;
  traitIds: number[];
  chestId: number;
}

/**
 * Delivers up to `limit` pending grants, oldest first: each becomes a closed chest and its queue OK, in one
 * transaction. Rows are claimed with FOR UPDATE SKIP LOCKED, so workers on several instances (or two on
 * one) share the pending queues without waiting on each other, and the conditional status change commits
 * with the chest: a grant is delivered exactly once, or not at all and is picked up again.
 */
export async function deliverPendingGrants(db: Db, limit = 20): Promise<DeliveredGrant[]> {
  const delivered = await db.transaction(async (tx) => {
    const claimed = await tx
      .select({ id: journeyQueues.id, profileId: journeyQueues.profile_id, traitIds: journeyQueues.trait_ids })
      .from(journeyQueues)
      .where(eq(journeyQueues.status, 'PENDING'))
      .orderBy(asc(journeyQueues.created_at))
      .limit(limit)
      .for('update', { skipLocked: true });
    const delivered: DeliveredGrant[] = [];
    for (const q of claimed) {
      const chestId = await grantChest(tx, q.profileId, REWARD_CHEST_NAME, q.traitIds);
      const [settled] = await tx
        .update(journeyQueues)
        .set({ status: 'OK', settled_at: new Date(), chest_id: chestId })
        .where(and(eq(journeyQueues.id, q.id), eq(journeyQueues.status, 'PENDING')))
        .returning({ id: journeyQueues.id });
      if (!settled) throw new Error(`journey queue ${q.id} settled by someone else while claimed`);
      delivered.push({ queueId: q.id, profileId: q.profileId, traitIds: q.traitIds, chestId });
    }
    return delivered;
  });
  rewardDeliveries(db).delivered += delivered.length;
  return delivered;
}

export interface QueueWorker {
  /** Asks for a delivery now (after a grant was enqueued here); runs after the one under way, if any. */
  kick(): void;
  /** Stops the timer and waits for a delivery under way. */
  stop(): Promise<void>;
}

/**
 * Runs deliveries on this instance: when kicked and every `everyMs` (grants enqueued on an instance that
 * stopped before delivering them, or a delivery that failed). Deliveries here never overlap.
 */
export function startQueueWorker({ db, log, everyMs = 5_000, onDelivered }: { db: Db; log: Logger; everyMs?: number; onDelivered?: (grants: DeliveredGrant[]) => void }): QueueWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        for (;;) {
          const grants = await deliverPendingGrants(db);
          if (grants.length) {
            log.info('journey rewards delivered', { count: grants.length });
            onDelivered?.(grants);
          }
          if (grants.length < 20 && !again) break;
          again = false;
          if (stopped) break;
        }
      } catch (err) {
        rewardDeliveries(db).failed += 1;
        log.error('journey reward delivery failed', { err });
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(run, everyMs);
  timer.unref?.();
  return {
    kick: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
