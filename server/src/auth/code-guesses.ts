/**
 * How many e-mail codes may be tried for one address (issue 16, item 7): one network's wrong codes, across
 * codes, make it wait longer and longer (limits.ts GUESS_BACKOFF); every network's together are capped
 * per day (LIMITS.wrongCodesPerEmail). Kept in rate_limits, so every instance shares them.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rateLimits } from '../../../db/schema/index.ts';
import { GUESS_BACKOFF, guessWaitMs, LIMITS } from './limits.ts';
import { hit } from './rate-limit.ts';

/** Why a guess was refused before it was compared: this network must wait, or the address had its day's share. */
export type GuessRefusal = 'network' | 'address';
export type GuessClaim = { ok: true } | { ok: false; reason: GuessRefusal; retryAfterS: number };

const networkKey = (email: string, network: string) => `guess:${email}:${network}`;
const addressKey = (email: string) => `guess:${email}`;

/** Refusals so far, by reason, per database (every app on it shares them), for /metrics. */
const refusals = new WeakMap<Db, Record<GuessRefusal, number>>();

/** The refusals counted for `db`. */
export function guessRefusals(db: Db): Record<GuessRefusal, number> {
  const known = refusals.get(db);
  if (known) return known;
  const counts = { network: 0, address: 0 };
  refusals.set(db, counts);
  return counts;
}

function refuse(db: Db, reason: GuessRefusal, untilMs: number, now: number): GuessClaim {
  guessRefusals(db)[reason]++;
  return { ok: false, reason, retryAfterS: Math.max(1, Math.ceil((untilMs - now) / 1000)) };
}

/**
 * Claims one guess for `email` from `network`, before the code is compared: counted as wrong until
 * `guessRight` takes it back, so parallel guesses cannot slip past the wait. Refused ones are not counted.
 */
export async function claimGuess(db: Db, email: string, network: string, now: number = Date.now()): Promise<GuessClaim> {
  const day = LIMITS.wrongCodesPerEmail;
  const [spent] = await db
    .select({ count: rateLimits.count, since: rateLimits.window_start })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, addressKey(email)), gt(rateLimits.window_start, new Date(now - day.windowMs))));
  if (spent && spent.count >= day.max) return refuse(db, 'address', spent.since.getTime() + day.windowMs, now);

  const at = new Date(now);
  const forgotten = sql`${rateLimits.window_start} <= ${new Date(now - GUESS_BACKOFF.memoryMs).toISOString()}::timestamptz`;
  // The wait after `count` wrong codes (guessWaitMs), in SQL, so the check and the count are one statement.
  const exponent = sql`least(${rateLimits.count} - ${GUESS_BACKOFF.free}, 30)`;
  const waitMs = sql`least(${GUESS_BACKOFF.firstWaitMs} * power(2, ${exponent}), ${GUESS_BACKOFF.maxWaitMs})`;
  const waited = sql`${rateLimits.count} < ${GUESS_BACKOFF.free} or ${rateLimits.window_start} + interval '1 millisecond' * ${waitMs} <= ${at.toISOString()}::timestamptz`;
  const [claimed] = await db
    .insert(rateLimits)
    .values({ key: networkKey(email, network), window_start: at, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: sql`case when ${forgotten} then 1 else ${rateLimits.count} + 1 end`, window_start: at },
      setWhere: sql`${forgotten} or ${waited}`,
    })
    .returning({ count: rateLimits.count });
  if (claimed) return { ok: true };
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, networkKey(email, network)));
  return refuse(db, 'network', (row?.window_start.getTime() ?? now) + guessWaitMs(row?.count ?? 0), now);
}

/** The claimed guess was wrong: it also counts against the address's share for the day. */
export async function guessWrong(db: Db, email: string): Promise<void> {
  await hit(db, addressKey(email), LIMITS.wrongCodesPerEmail);
}

/** The claimed guess was right: this network's wrong codes for the address are forgotten. */
export async function guessRight(db: Db, email: string, network: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, networkKey(email, network)));
}
