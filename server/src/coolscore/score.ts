/**
 * The cool score (decision 0008): every point is a recorded event, the score is their sum, and the rank
 * is 1 + the number of players with a higher score (equal scores share a rank). Other features (rewards,
 * holdings, milestones) add points with `addScoreEvent` inside their own transaction.
 */
import { and, desc, eq, gt, gte, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { coolScoreEvents, coolScoreTotals, profiles } from '../../../db/schema/index.ts';
import { SCORE_SOURCES, type CoolScoreView, type ScoreSource } from '../../../domain/journeys.ts';
import { EVENTS, type LeaderboardEvent } from '../../../domain/realtime.ts';
import { publishSafely, type Publish } from '../publish.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface ScoreEvent {
  profileId: number;
  source: ScoreSource;
  /** What earned the points, unique within the source for this player (a task id, a reward id...). */
  sourceId: string | number;
  points: number;
  /** What the history shows, e.g. the task's title. */
  label: string;
}

/** How many history rows the public answer carries; `components` always covers every event. */
export const HISTORY_LIMIT = 200;

/**
 * Records points once: a second event with the same (player, source, source id) is ignored, even when
 * both arrive at once. Returns whether the points counted. Points must be positive.
 */
export async function addScoreEvent(tx: Db | Tx, event: ScoreEvent): Promise<boolean> {
  return (await addScoreEvents(tx, [event])) > 0;
}

/** `addScoreEvent` for several events in one statement; returns how many counted. */
export async function addScoreEvents(tx: Db | Tx, events: readonly ScoreEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  for (const event of events) {
    if (!Number.isInteger(event.points) || event.points <= 0) throw new RangeError(`cool points must be a positive whole number, not ${event.points}`);
  }
  // In the order of the players' ids: each row's trigger locks its player's total (migration 0015), so two
  // writes for the same players lock them in the same order and never wait on each other in a circle.
  const ordered = [...events].sort((a, b) => a.profileId - b.profileId);
  const inserted = await tx
    .insert(coolScoreEvents)
    .values(ordered.map((event) => ({ profile_id: event.profileId, source: event.source, source_id: String(event.sourceId), points: event.points, label: event.label })))
    .onConflictDoNothing({ target: [coolScoreEvents.profile_id, coolScoreEvents.source, coolScoreEvents.source_id] })
    .returning({ id: coolScoreEvents.id });
  return inserted.length;
}

/** A player's score: their total, which the database keeps as events are written (migration 0015). */
export async function scoreOf(db: Db | Tx, profileId: number): Promise<number> {
  const [row] = await db.select({ score: coolScoreTotals.score }).from(coolScoreTotals).where(eq(coolScoreTotals.profile_id, profileId));
  return row?.score ?? 0;
}

/** The rank of a score among all players: 1 + how many have more. */
export async function rankOf(db: Db | Tx, score: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::integer`.mapWith(Number) }).from(coolScoreTotals).where(gt(coolScoreTotals.score, score));
  return 1 + (row?.n ?? 0);
}

/**
 * Whether a player's score going from `before` to `after` changed any rank: the player's own changes when
 * they reach or pass another score in (before, after]; another player's changes when their score is in
 * [before, after) (passed, or a tie left). So: some other player scores within [before, after].
 */
export async function ranksMoved(db: Db | Tx, profileId: number, before: number, after: number): Promise<boolean> {
  if (after <= before) return false;
  if (before === 0) {
    // Players with no events score 0 too: leaving 0 moves past every one of them.
    const [other] = await db.select({ id: profiles.id }).from(profiles).where(ne(profiles.id, profileId)).limit(1);
    if (other) return true;
  }
  const [row] = await db
    .select({ id: coolScoreTotals.profile_id })
    .from(coolScoreTotals)
    .where(and(ne(coolScoreTotals.profile_id, profileId), gte(coolScoreTotals.score, before), lte(coolScoreTotals.score, after)))
    .limit(1);
  return Boolean(row);
}

/** The public answer: score, rank, points per source and the newest events. */
export async function coolScoreView(db: Db, profileId: number): Promise<CoolScoreView> {
  const perSource = await db
    .select({ source: coolScoreEvents.source, points: sql<number>`sum(${coolScoreEvents.points})::integer`.mapWith(Number) })
    .from(coolScoreEvents)
    .where(eq(coolScoreEvents.profile_id, profileId))
    .groupBy(coolScoreEvents.source);
  const score = perSource.reduce((sum, s) => sum + s.points, 0);
  const history = await db
    .select({ source: coolScoreEvents.source, points: coolScoreEvents.points, created_at: coolScoreEvents.created_at, label: coolScoreEvents.label })
    .from(coolScoreEvents)
    .where(eq(coolScoreEvents.profile_id, profileId))
    .orderBy(desc(coolScoreEvents.created_at), desc(coolScoreEvents.id))
    .limit(HISTORY_LIMIT);
  const bySource = new Map(perSource.map((s) => [s.source, s.points]));
  return {
    score,
    rank: await rankOf(db, score),
    components: SCORE_SOURCES.filter((s) => bySource.has(s)).map((source) => ({ source, points: bySource.get(source)! })),
    history: history.map((h) => ({ ...h, created_at: h.created_at.toISOString() })),
  };
}

/** A player's score and rank. */
export async function standingOf(db: Db | Tx, profileId: number): Promise<{ score: number; rank: number }> {
  const score = await scoreOf(db, profileId);
  return { score, rank: await rankOf(db, score) };
}

/** Tells the Board a player's score and rank ('leaderboard' on 'sapphiretown'); never fails the caller. */
export async function announceScore(db: Db, publish: Publish, profileId: number, standing?: { score: number; rank: number }): Promise<void> {
  const [who] = await db.select({ username: profiles.username, slug: profiles.slug }).from(profiles).where(eq(profiles.id, profileId));
  if (!who) return;
  const data: LeaderboardEvent = { board: 'coolscore', username: who.username, slug: who.slug, ...(standing ?? (await standingOf(db, profileId))) };
  await publishSafely(publish, 'sapphiretown', EVENTS.leaderboard, data);
}
