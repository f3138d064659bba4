/**
 * Holding points (a cool-score source): each collection avatar (CAT, SHADOWWOLF) and Sidekx token a
 * player holds earns points once, recorded as an event keyed by the token, so the score can be checked.
 * Points stay after a token moves on: they were earned by holding it, like a task's points.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { avatars, coolScoreEvents, tokens } from '../../../db/schema/index.ts';
import { HOLDING_POINTS } from '../../../domain/journeys.ts';
import { addScoreEvents, type ScoreEvent } from './score.ts';

/** The holding source ids of `sourceIds` that any of `profileIds` has already scored. */
async function scoredAmong(db: Db, profileIds: readonly number[], sourceIds: readonly string[]): Promise<Set<string>> {
  if (profileIds.length === 0 || sourceIds.length === 0) return new Set();
  const rows = await db
    .select({ sourceId: coolScoreEvents.source_id })
    .from(coolScoreEvents)
    .where(and(inArray(coolScoreEvents.profile_id, [...profileIds]), eq(coolScoreEvents.source, 'holding'), inArray(coolScoreEvents.source_id, [...sourceIds])));
  return new Set(rows.map((r) => r.sourceId));
}

/**
 * Records holding events for what `profileId` holds now; returns how many were new. `linked` gives the
 * profiles of its vaults and delegates (issue 15): a token one of them already scored is not scored
 * again, so moving a token between linked wallets counts it once. It is asked only when something held
 * is not scored yet.
 *
 * Runs on every town load (the bootstrap), so a holder's usual visit, everything already scored, only
 * reads (three queries) and writes nothing. Keep it so: an insert left to ON CONFLICT DO NOTHING still
 * takes a sequence number, and on PGlite any statement but a SELECT drops every session's kept caller
 * and profile read (server/src/auth/kept-sessions.ts), which every signed-in request then makes again.
 */
export async function scoreHoldings(db: Db, profileId: number, linked: () => Promise<readonly number[]> = async () => []): Promise<number> {
  const [held, sidekx] = await Promise.all([
    db.select({ type: avatars.type, tokenId: avatars.token_id }).from(avatars).where(and(eq(avatars.profile_id, profileId), inArray(avatars.type, ['CAT', 'SHADOWWOLF']))),
    db.select({ tokenId: tokens.token_id, name: tokens.metadata }).from(tokens).where(and(eq(tokens.profile_id, profileId), eq(tokens.token_type, 'SIDEKX'))),
  ]);
  const events: ScoreEvent[] = [
    ...held.map((a) => ({ profileId, source: 'holding' as const, sourceId: `${a.type}:${a.tokenId}`, points: HOLDING_POINTS[a.type as 'CAT' | 'SHADOWWOLF'], label: `Holding ${a.type === 'CAT' ? 'Cat' : 'Shadow Wolf'} #${a.tokenId}` })),
    ...sidekx.map((t) => ({ profileId, source: 'holding' as const, sourceId: `SIDEKX:${t.tokenId}`, points: HOLDING_POINTS.SIDEKX, label: `Holding ${t.name.name}` })),
  ];
  const own = await scoredAmong(db, [profileId], events.map((e) => String(e.sourceId)));
  const fresh = events.filter((e) => !own.has(String(e.sourceId)));
  if (fresh.length === 0) return 0;
  const byLinked = await scoredAmong(db, await linked(), fresh.map((e) => String(e.sourceId)));
  return addScoreEvents(db, fresh.filter((e) => !byLinked.has(String(e.sourceId))));
}
