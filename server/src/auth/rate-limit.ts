import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rateLimits } from '../../../db/schema/index.ts';

/** A limit: at most `max` hits per `windowMs`. */
export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Counts one hit against `key` and says whether it is within the limit. One upsert, so concurrent hits
 * on any number of instances are counted exactly; the window restarts once it has passed.
 */
export async function hit(db: Pick<Db, 'insert'>, key: string, limit: Limit): Promise<boolean> {
  const now = new Date();
  const expired = sql`${rateLimits.window_start} <= ${new Date(now.getTime() - limit.windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, window_start: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        window_start: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimits.window_start} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return (row?.count ?? 0) <= limit.max;
}
