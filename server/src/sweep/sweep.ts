/**
 * The periodic sweep (issue 16, item 10): rows nothing reads any more are deleted, so these tables stay
 * the size of current use. Every rule compares with the caller's `now`, so tests move the clock.
 */
import { isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from '../../../db/client.ts';
import { emailCodes, linkIntents, nonces, rateLimits, realtimeEvents, sessions, usedDelegationSignatures, usedDidTokens } from '../../../db/schema/index.ts';
import { REPLAY_RETENTION_MS } from '../../../domain/realtime.ts';
import { LONGEST_LIMIT_WINDOW_MS } from '../auth/limits.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** An expired session is kept a week, so its token is still told 'Session expired' rather than unknown. */
export const EXPIRED_SESSION_KEPT_MS = 7 * DAY;
/** A Magic DID token is remembered an hour past its own expiry, so clocks a little apart cannot reopen it. */
export const SPENT_DID_TOKEN_KEPT_MS = HOUR;

export type SweptTable = 'email_codes' | 'rate_limits' | 'nonces' | 'sessions' | 'used_did_tokens' | 'realtime_events' | 'link_intents' | 'used_delegation_signatures';

/** A used delegation signature is kept past its 5-minute window (issue 15): after that its time alone refuses a replay. */
export const USED_LINK_SIGNATURE_KEPT_MS = 10 * 60 * 1000;
export type SweepCounts = Record<SweptTable, number>;

/** What goes, table by table, at `now`. */
function rules(now: number): Array<{ table: SweptTable; from: PgTable; where: SQL }> {
  const before = (ms: number) => new Date(now - ms);
  return [
    // A code is only ever redeemed while live; the wrong-guess counts live in rate_limits.
    { table: 'email_codes', from: emailCodes, where: lt(emailCodes.expires_at, before(0)) },
    // Every limit's window (the longest is the wrong-guess memory) has passed.
    { table: 'rate_limits', from: rateLimits, where: lt(rateLimits.window_start, before(LONGEST_LIMIT_WINDOW_MS)) },
    { table: 'nonces', from: nonces, where: or(isNotNull(nonces.used_at), lt(nonces.expires_at, before(0)))! },
    { table: 'sessions', from: sessions, where: or(isNotNull(sessions.revoked_at), lt(sessions.expires_at, before(EXPIRED_SESSION_KEPT_MS)))! },
    { table: 'used_did_tokens', from: usedDidTokens, where: lt(usedDidTokens.expires_at, before(SPENT_DID_TOKEN_KEPT_MS)) },
    { table: 'realtime_events', from: realtimeEvents, where: lt(realtimeEvents.created_at, before(REPLAY_RETENTION_MS)) },
    // A social link's intent is spent once or dies after its ten minutes.
    { table: 'link_intents', from: linkIntents, where: or(isNotNull(linkIntents.used_at), lt(linkIntents.expires_at, before(0)))! },
    { table: 'used_delegation_signatures', from: usedDelegationSignatures, where: lt(usedDelegationSignatures.used_at, before(USED_LINK_SIGNATURE_KEPT_MS)) },
  ];
}

/** Deletes what the rules say has gone; returns how many rows left each table. */
export async function sweep(db: Db, now: number = Date.now()): Promise<SweepCounts> {
  const counts = {} as SweepCounts;
  for (const { table, from, where } of rules(now)) {
    const result = await db.execute(sql`with gone as (delete from ${from} where ${where} returning 1) select count(*)::int as n from gone`);
    counts[table] = Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  }
  return counts;
}
