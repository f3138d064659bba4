/**
 * Rewards (SPEC "Claimable", "Reward push"): giving one, pushing it to its player, and claiming it once.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rewards, type RewardRow } from '../../../db/schema/index.ts';
import { privateChannel } from '../../../domain/realtime.ts';
import { REWARD_EVENT, REWARD_MESSAGES, type RewardPush, type RewardView } from '../../../domain/rewards.ts';
import { publishSafely, type Publish } from '../publish.ts';
import { announceScore } from '../coolscore/score.ts';
import { addRewardScore, type AddRewardScore } from './score.ts';
import { fail, ok, type Result } from '../result.ts';

export interface RewardInput {
  profileId: number;
  success_text: string;
  cool_points: number;
  /** true (the default): the player claims it; false: granted at once. */
  claimable?: boolean;
}

export function rewardView(row: RewardRow): RewardView {
  return {
    id: row.id,
    success_text: row.success_text,
    cool_points: row.cool_points,
    claimable: row.claimable,
    claimed_datetime: row.claimed_datetime ? row.claimed_datetime.toISOString() : null,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * Stores a reward; one that is not claimable is stored as already claimed and scored at once. Call it in a
 * transaction (the score event goes with it), and push after the commit.
 */
export async function storeReward(tx: Db, input: RewardInput, addScore: AddRewardScore = addRewardScore): Promise<RewardRow> {
  const claimable = input.claimable ?? true;
  const [row] = await tx
    .insert(rewards)
    .values({
      profile_id: input.profileId,
      success_text: input.success_text,
      cool_points: input.cool_points,
      claimable,
      claimed_datetime: claimable ? null : new Date(),
    })
    .returning();
  if (!claimable) await addScore(tx, { profileId: row!.profile_id, points: row!.cool_points, rewardId: row!.id, label: row!.success_text });
  return row!;
}

/** The push DESIGN fixes: `reward` on `sapphiretown-<wallet>` with `{ message: { success_text, cool_points, claimable, id } }`. */
export function rewardPush(row: RewardRow): RewardPush {
  return { message: { success_text: row.success_text, cool_points: row.cool_points, claimable: row.claimable, id: row.id } };
}

export function pushReward(publish: Publish, wallet: string, row: RewardRow): Promise<boolean> {
  return publishSafely(publish, privateChannel.rewards(wallet), REWARD_EVENT, rewardPush(row));
}

/** Tells the Board a player's score changed ('leaderboard' on 'sapphiretown'); the points are stored already, so this never fails the caller. */
export async function announceRewardScore(db: Db, publish: Publish, profileId: number): Promise<void> {
  await announceScore(db, publish, profileId).catch(() => {});
}

/** Gives a player a reward and pushes it to them (and the Board, when it scored at once); `pushed` says whether the push went out. */
export async function giveReward(db: Db, publish: Publish, wallet: string, input: RewardInput, addScore: AddRewardScore = addRewardScore) {
  const row = await db.transaction((tx) => storeReward(tx, input, addScore));
  const pushed = await pushReward(publish, wallet, row);
  if (!row.claimable) await announceRewardScore(db, publish, row.profile_id);
  return { reward: rewardView(row), pushed };
}

/** A player's rewards, newest first; unclaimed ones have no claimed_datetime. */
export async function listRewards(db: Db, profileId: number): Promise<RewardView[]> {
  const rows = await db.select().from(rewards).where(eq(rewards.profile_id, profileId)).orderBy(desc(rewards.created_at), desc(rewards.id));
  return rows.map(rewardView);
}

/** Claims a reward once: of concurrent claims exactly one wins and scores; another player's reward reads as missing. */
export async function claimReward(db: Db, profileId: number, rewardId: number, addScore: AddRewardScore = addRewardScore): Promise<Result<RewardView, 404 | 409>> {
  return db.transaction(async (tx) => {
    // The guarded update is the claim: only one of two concurrent claims still finds claimed_datetime empty.
    const [claimed] = await tx
      .update(rewards)
      .set({ claimed_datetime: new Date() })
      .where(and(eq(rewards.id, rewardId), eq(rewards.profile_id, profileId), isNull(rewards.claimed_datetime)))
      .returning();
    if (!claimed) {
      const [mine] = await tx.select({ id: rewards.id }).from(rewards).where(and(eq(rewards.id, rewardId), eq(rewards.profile_id, profileId)));
      return mine ? fail(409, REWARD_MESSAGES.alreadyClaimed) : fail(404, REWARD_MESSAGES.notFound);
    }
    await addScore(tx, { profileId, points: claimed.cool_points, rewardId: claimed.id, label: claimed.success_text });
    return ok(rewardView(claimed));
  });
}
