import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import { kvEntries, profiles } from '../../../../db/schema/index.ts';
import type { LeaderboardKey } from '../../../../domain/progress.ts';

/** How many players a leaderboard shows. */
export const LEADERBOARD_SIZE = 100;

/**
 * The top players of one count: onboarded profiles with a value above 0, highest first; equal values
 * share a rank (1, 2, 2, 4) and are listed by who reached it first, then by username. Public fields only.
 */
export async function leaderboardEntries(db: Db, key: LeaderboardKey) {
  // Counts are stored as whole-number text by the capped path; anything else is not a score.
  const value = sql<number>`(case when ${kvEntries.value} ~ '^[0-9]{1,9}$' then ${kvEntries.value}::integer else 0 end)`;
  return db
    .select({
      rank: sql<number>`(rank() over (order by ${value} desc))::integer`.mapWith(Number),
      username: profiles.username,
      slug: profiles.slug,
      value: value.mapWith(Number),
    })
    .from(kvEntries)
    .innerJoin(profiles, eq(profiles.id, kvEntries.profile_id))
    .where(and(eq(kvEntries.key, key), eq(profiles.onboarded, true), gt(value, 0)))
    .orderBy(desc(value), asc(kvEntries.updated), asc(profiles.username))
    .limit(LEADERBOARD_SIZE);
}
