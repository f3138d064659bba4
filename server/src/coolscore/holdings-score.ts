/**
 * Holding points (a cool-score source): each collection avatar (CAT, SHADOWWOLF) and Sidekx token a
 * player holds earns points once, recorded as an event keyed by the token, so the score can be checked.
 * Points stay after a token moves on: they were earned by holding it, like a task's points.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { avatars, coolScoreEvents, tokens } from '../../../db/schema/index.ts';
import { HOLDING_POINTS } from '../../../domain/journeys.ts';
import { addScoreEvent } from './score.ts';

/**
 * Records holding events for what `profileId` holds now; returns how many were new. `linked`: the
 * profiles of its vaults and delegates (issue 15): a token one of them already scored is not scored
 * again, so moving a token between linked wallets counts it once.
 */
export async function scoreHoldings(db: Db, profileId: number, linked: readonly number[] = []): Promise<number> {
  const [held, sidekx] = await Promise.all([
    db.select({ type: avatars.type, tokenId: avatars.token_id }).from(avatars).where(and(eq(avatars.profile_id, profileId), inArray(avatars.type, ['CAT', 'SHADOWWOLF']))),
    db.select({ tokenId: tokens.token_id, name: tokens.metadata }).from(tokens).where(and(eq(tokens.profile_id, profileId), eq(tokens.token_type, 'SIDEKX'))),
  ]);
  const events = [
    ...held.map((a) => ({ sourceId: `${a.type}:${a.tokenId}`, points: HOLDING_POINTS[a.type as 'CAT' | 'SHADOWWOLF'], label: `Holding ${a.type === 'CAT' ? 'Cat' : 'Shadow Wolf'} #${a.tokenId}` })),
    ...sidekx.map((t) => ({ sourceId: `SIDEKX:${t.tokenId}`, points: HOLDING_POINTS.SIDEKX, label: `Holding ${t.name.name}` })),
  ];
  const scoredByLinked = new Set(
    linked.length && events.length
      ? (
          await db
            .select({ sourceId: coolScoreEvents.source_id })
            .from(coolScoreEvents)
            .where(and(inArray(coolScoreEvents.profile_id, [...linked]), eq(coolScoreEvents.source, 'holding'), inArray(coolScoreEvents.source_id, events.map((e) => e.sourceId))))
        ).map((r) => r.sourceId)
      : [],
  );
  let added = 0;
  for (const e of events) {
    if (scoredByLinked.has(e.sourceId)) continue;
    if (await addScoreEvent(db, { profileId, source: 'holding', ...e })) added += 1;
  }
  return added;
}
