import { afterAll, afterEach, describe, expect, setSystemTime, test } from 'bun:test';
import { eq, lt, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowsOf } from '../../../db/client.ts';
import { emailCodes, nonces, rateLimits, realtimeEvents, sessions, usedDidTokens } from '../../../db/schema/index.ts';
import { issueCode } from '../auth/email-code.ts';
import { LIMITS } from '../auth/limits.ts';
import { hit } from '../auth/rate-limit.ts';
import { createSession, findSession, revokeSession } from '../auth/session-store.ts';
import { spendDidToken } from '../auth/spent-did-tokens.ts';
import { createLogger } from '../log.ts';
import { appendEvent } from '../realtime/event-store.ts';
import { createTestApp } from '../../test/app.ts';
import { getNonce, newAccount } from '../../test/sign-in.ts';
import { sweep } from './sweep.ts';
import { startSweeper, sweepStats, sweepTurn } from './sweeper.ts';

const METRICS_TOKEN = 'metrics-token-'.padEnd(32, 'm');
const { app, deps, close } = await createTestApp({}, { METRICS_TOKEN });
const { db } = deps.database;
afterAll(close);
afterEach(() => setSystemTime());

const DAY = 24 * 60 * 60 * 1000;
const rowCount = async (table: PgTable) => Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${table}`))[0]!.n);
const TABLES = { email_codes: emailCodes, rate_limits: rateLimits, nonces, sessions, used_did_tokens: usedDidTokens, realtime_events: realtimeEvents };
const sizes = async () => Object.fromEntries(await Promise.all(Object.entries(TABLES).map(async ([name, table]) => [name, await rowCount(table)] as const)));
const sessionId = async (token: string) => {
  const found = await findSession(db, token);
  if (typeof found === 'string') throw new Error(`session ${found}`);
  return found.id;
};

/** One row of each kind that nothing reads any more, and one of each still in use; their keys. */
async function fill(tag: string) {
  const now = Date.now();
  const at = (ms: number) => setSystemTime(new Date(now + ms));
  // Forty days ago: a code, a limit counter, an unused sign-in message, a session that expired ten days
  // ago, a spent Magic token and a real-time event, all long past use.
  at(-40 * DAY);
  await issueCode(db, deps.secret, `old-${tag}@example.com`, 'net');
  await hit(db, `old:${tag}`, LIMITS.codePerIp);
  const oldNonce = (await getNonce(app, newAccount().address)).nonce;
  const expired = await createSession(db, `0x${tag}old`.padEnd(42, '0'), 'injected');
  await appendEvent(db, 'notifications', 'old', { tag }, new Date(now - 40 * DAY));
  // Thirty-two days ago: a session that expired two days ago (kept a week, to be told 'Session expired').
  at(-32 * DAY);
  const recentlyExpired = await createSession(db, `0x${tag}exp`.padEnd(42, '0'), 'injected');
  // Now: the same kinds in use, a revoked session and a spent sign-in message.
  at(0);
  await issueCode(db, deps.secret, `new-${tag}@example.com`, 'net');
  await hit(db, `new:${tag}`, LIMITS.codePerIp);
  const freshNonce = (await getNonce(app, newAccount().address)).nonce;
  const live = await createSession(db, `0x${tag}new`.padEnd(42, '0'), 'injected');
  const revoked = await createSession(db, `0x${tag}rev`.padEnd(42, '0'), 'injected');
  await revokeSession(db, await sessionId(revoked));
  const spentNonce = (await getNonce(app, newAccount().address)).nonce;
  await db.update(nonces).set({ used_at: new Date() }).where(eq(nonces.nonce, spentNonce));
  await spendDidToken(db, `new-${tag}`, new Date(now + 60_000));
  await appendEvent(db, 'notifications', 'new', { tag }, new Date(now));
  // Spending a Magic token clears long-dead ones as it goes, so the old one is spent last.
  at(-40 * DAY);
  await spendDidToken(db, `old-${tag}`, new Date(now - 40 * DAY + 60_000));
  at(0);
  return { oldNonce, freshNonce, spentNonce, expired, recentlyExpired, live, revoked };
}

describe('the sweep', () => {
  test('deletes what nothing reads any more and keeps what is in use: the tables shrink', async () => {
    const made = await fill('a');
    const before = await sizes();
    const counts = await sweep(db);
    const after = await sizes();

    for (const name of Object.keys(TABLES) as Array<keyof typeof TABLES>) {
      expect(after[name]).toBeLessThan(before[name]!);
      expect(counts[name]).toBe(before[name]! - after[name]!);
    }
    const codes = await db.select({ email: emailCodes.email }).from(emailCodes);
    expect(codes.map((c) => c.email)).toContain('new-a@example.com');
    expect(codes.map((c) => c.email)).not.toContain('old-a@example.com');
    const limitKeys = (await db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(limitKeys).toContain('new:a');
    expect(limitKeys).not.toContain('old:a');
    const nonceKeys = (await db.select({ nonce: nonces.nonce }).from(nonces)).map((r) => r.nonce);
    expect(nonceKeys).toContain(made.freshNonce);
    expect(nonceKeys).not.toContain(made.oldNonce);
    expect(nonceKeys).not.toContain(made.spentNonce);
    // A live session still works; one expired two days ago still says so; the others are gone.
    await sessionId(made.live);
    expect(await findSession(db, made.recentlyExpired)).toBe('expired');
    expect(await findSession(db, made.expired)).toBe('missing');
    const hashes = await db.select({ id: sessions.id, revoked: sessions.revoked_at }).from(sessions);
    expect(hashes.filter((s) => s.revoked !== null)).toEqual([]);
    const claims = (await db.select({ claim: usedDidTokens.claim_hash }).from(usedDidTokens)).map((r) => r.claim);
    expect(claims).toContain('new-a');
    expect(claims).not.toContain('old-a');
    const events = (await db.select({ event: realtimeEvents.event }).from(realtimeEvents)).map((r) => r.event);
    expect(events).toContain('new');
    expect(events).not.toContain('old');

    // Nothing more to do right after.
    expect(Object.values(await sweep(db)).every((n) => n === 0)).toBe(true);
  });

  test('one instance at a time: of three sweeps at once one runs, and the next only after the interval', async () => {
    const every = 60_000;
    const turns = await Promise.all([sweepTurn(db, every), sweepTurn(db, every), sweepTurn(db, every)]);
    expect(turns.filter((t) => t !== null)).toHaveLength(1);
    expect(await sweepTurn(db, every)).toBeNull();
    setSystemTime(new Date(Date.now() + every));
    expect(await sweepTurn(db, every)).not.toBeNull();
  });

  test('the timer sweeps at start, and /metrics counts its runs and the rows it deleted', async () => {
    await fill('b');
    // Past the last test's turn (its clock ran a minute ahead).
    setSystemTime(new Date(Date.now() + 10 * 60_000));
    const expiredCodes = await db.$count(emailCodes, lt(emailCodes.expires_at, new Date()));
    expect(expiredCodes).toBeGreaterThan(0);
    const runs = sweepStats(db).runs;
    const deletedCodes = sweepStats(db).deleted.email_codes ?? 0;
    const sweeper = startSweeper({ db, log: createLogger('silent'), everyMs: 5 * 60_000 });
    await sweeper.stop();
    expect(sweepStats(db).runs).toBe(runs + 1);
    expect(sweepStats(db).deleted.email_codes).toBe(deletedCodes + expiredCodes);
    const metrics = await (await app.request('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    expect(metrics).toContain(`sapphire_sweep_runs_total ${sweepStats(db).runs}`);
    for (const [table, n] of Object.entries(sweepStats(db).deleted)) expect(metrics).toContain(`sapphire_sweep_deleted_rows_total{table="${table}"} ${n}`);
  });
});
