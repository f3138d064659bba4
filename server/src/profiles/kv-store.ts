import { and, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { kvEntries, profiles } from '../../../db/schema/index.ts';
import { fieldMessage } from '../../../domain/messages.ts';
import { KV_LIMITS } from '../../../domain/kv-entries.ts';
import { isKvKey, MILESTONE_POINTS, milestoneOf, PROGRESS_CAPS, SIDES, type KvKey } from '../../../domain/progress.ts';
import { addScoreEvent } from '../coolscore/score.ts';
import { SIDEKX_KEY } from '../../../domain/wearables.ts';
import { fail, ok, type Result } from '../result.ts';

/**
 * A bad key/value entry; answered 400 `{ error }` and nothing of its batch is written. Thrown, not returned:
 * the throw is what rolls back the caller's transaction (saveEntries turns it into a Result at the edge).
 */
export class KvInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KvInputError';
  }
}

/** A key the spec does not list; answered 400 `{ error: 'Unknown key: <key>' }`. */
export class UnknownKeyError extends KvInputError {
  constructor(readonly key: string) {
    super(fieldMessage.unknownKey(key));
    this.name = 'UnknownKeyError';
  }
}

/**
 * The human-rate rule: a count grows by at most BURST plus PER_SECOND for every second since its last increase,
 * and never beyond BURST plus PER_SECOND for every second since its first write. A player's counts together
 * follow the same rule (shareAllowance): one person clicks one thing at a time.
 */
export const HUMAN_RATE = { burst: 15, perSecond: 15 } as const;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Value = string | number;
/** A stored entry as the API answers it: counts and numbers as numbers, text as text. */
export type StoredEntry = { key: string; value: Value };
type Parsed = { key: KvKey; count: number } | { key: KvKey; value: string; type: 'number' | 'string' };

function parse(key: string, value: Value): Parsed {
  if (!isKvKey(key)) throw new UnknownKeyError(key);
  const cap = PROGRESS_CAPS[key];
  const sideName = key === 'side' && typeof value === 'string' && (SIDES as readonly string[]).includes(value);
  if (cap !== undefined && !sideName) {
    const count = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) {
      throw new KvInputError(`${key} must be a whole number of 0 or more`);
    }
    return { key, count: Math.min(count, cap) };
  }
  if (typeof value === 'number') return { key, value: String(value), type: 'number' };
  if (value.length > KV_LIMITS.textLength) throw new KvInputError(fieldMessage.tooLong(key));
  return { key, value, type: 'string' };
}

const asAnswer = (key: string, value: string, type: string): StoredEntry => ({ key, value: type === 'number' ? Number(value) : value });

/**
 * One statement per count, so concurrent writers cannot overshoot: the stored count never decreases,
 * never passes its cap and (with `humanRate`) grows by at most the human-rate allowance since `updated`,
 * which moves only when the count does.
 */
async function storeCount(tx: Db | Tx, profileId: number, key: KvKey, count: number, now: Date, humanRate: boolean) {
  const cap = PROGRESS_CAPS[key]!;
  const at = sql`${now.toISOString()}::timestamptz`;
  const old = sql`(case when ${kvEntries.value} ~ '^[0-9]{1,9}$' then ${kvEntries.value}::integer else 0 end)`;
  // A bigint: as an integer, 15 a second since a first write overflowed after about four and a half years.
  const clicks = (since: SQLWrapper) => sql`floor(${HUMAN_RATE.burst}::integer + ${HUMAN_RATE.perSecond}::integer * greatest(0, extract(epoch from (${at} - ${since}))))::bigint`;
  // Per write: a burst plus the rate since the last increase. In all: never more than a person could click
  // since the first write, however many requests arrive at once.
  const limit = humanRate ? sql`least(${old} + ${clicks(kvEntries.updated)}, ${clicks(kvEntries.created)})` : sql`${cap}::integer`;
  const next = sql`least(${cap}::integer, greatest(${old}, least(${count}::integer, ${limit})))`;
  const first = humanRate ? Math.min(count, HUMAN_RATE.burst) : count;
  const [row] = await tx
    .insert(kvEntries)
    .values({ profile_id: profileId, key, value: String(first), type: 'number', created: now, updated: now })
    .onConflictDoUpdate({
      target: [kvEntries.profile_id, kvEntries.key],
      set: {
        value: sql`(${next})::text`,
        type: 'number',
        updated: sql`case when ${next} > ${old} then ${at} else ${kvEntries.updated} end`,
      },
    })
    .returning({ value: kvEntries.value });
  return Number(row!.value);
}

/**
 * Writes key/value entries for one profile (last one wins for a repeated key) and returns them as stored.
 * Checks every entry before writing, inside the caller's transaction, so a bad one undoes the batch.
 * Counts follow the caps and, unless `humanRate` is false (a task's tags, set by the server), the human-rate rule.
 * The Sidekx choice names tokens, so only its own route (which checks ownership) may store it (`sidekx`).
 */
export async function storeEntries(
  tx: Db | Tx,
  profileId: number,
  entries: ReadonlyArray<{ key: string; value: Value }>,
  { humanRate = true, sidekx = false }: { humanRate?: boolean; sidekx?: boolean } = {},
): Promise<StoredEntry[]> {
  const byKey = new Map<KvKey, Parsed>();
  for (const { key, value } of entries) {
    if (key === SIDEKX_KEY && !sidekx) throw new KvInputError(`${SIDEKX_KEY} is saved through /api/journeys/sidekx`);
    const parsed = parse(key, value);
    byKey.delete(parsed.key);
    byKey.set(parsed.key, parsed);
  }
  const now = new Date();
  const stored = new Map<string, StoredEntry>();
  // A fixed order of row locks: concurrent batches cannot deadlock each other.
  const sorted = [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key));
  if (humanRate && sorted.some((p) => 'count' in p)) await shareAllowance(tx, profileId, sorted, now);
  const free = sorted.filter((p) => !('count' in p)) as Array<Extract<Parsed, { value: string }>>;
  if (free.length) {
    const rows = await tx
      .insert(kvEntries)
      .values(free.map(({ key, value, type }) => ({ profile_id: profileId, key, value, type, created: now, updated: now })))
      .onConflictDoUpdate({
        target: [kvEntries.profile_id, kvEntries.key],
        set: { value: sql`excluded.value`, type: sql`excluded.type`, updated: now },
      })
      .returning({ key: kvEntries.key, value: kvEntries.value, type: kvEntries.type });
    for (const r of rows) stored.set(r.key, asAnswer(r.key, r.value, r.type));
  }
  for (const p of sorted) {
    if (!('count' in p)) continue;
    const value = await storeCount(tx, profileId, p.key, p.count, now, humanRate);
    stored.set(p.key, { key: p.key, value });
    // Filling a board to its cap is a progress milestone: cool points, recorded once per key.
    const milestone = milestoneOf(p.key, value);
    if (milestone) await addScoreEvent(tx, { profileId, source: 'milestone', sourceId: milestone.key, points: MILESTONE_POINTS, label: milestone.label });
  }
  return [...byKey.keys()].map((key) => stored.get(key)!);
}

const COUNTED_KEYS = Object.keys(PROGRESS_CAPS) as KvKey[];
const countOf = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : 0);

/**
 * Lowers the batch's counts so that, together with the player's other counts, they follow the human-rate
 * rule as one: the batch's increases add up to at most a burst plus the rate since the player's last
 * increase of any count, and all the player's counts to at most a burst plus the rate since their first.
 * Per key alone, ten boards grew ten times as fast (all ten filled in under four seconds). Taken in key
 * order; the player's row is locked first, so concurrent batches take turns. The per-key rule still
 * applies in storeCount.
 */
async function shareAllowance(tx: Db | Tx, profileId: number, batch: Parsed[], now: Date): Promise<void> {
  await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, profileId)).for('update');
  const rows = await tx
    .select({ key: kvEntries.key, value: kvEntries.value, created: kvEntries.created, updated: kvEntries.updated })
    .from(kvEntries)
    .where(and(eq(kvEntries.profile_id, profileId), inArray(kvEntries.key, COUNTED_KEYS)));
  const old = new Map(rows.map((r) => [r.key, countOf(r.value)]));
  const seconds = (since: Date) => Math.max(0, (now.getTime() - since.getTime()) / 1000);
  const clicks = (since: Date) => Math.floor(HUMAN_RATE.burst + HUMAN_RATE.perSecond * seconds(since));
  const raised = rows.filter((r) => countOf(r.value) > 0);
  const lastIncrease = raised.length ? new Date(Math.max(...raised.map((r) => r.updated.getTime()))) : now;
  const firstWrite = rows.length ? new Date(Math.min(...rows.map((r) => r.created.getTime()))) : now;
  const total = [...old.values()].reduce((sum, n) => sum + n, 0);
  let left = Math.max(0, Math.min(clicks(lastIncrease), clicks(firstWrite) - total));
  for (const p of batch) {
    if (!('count' in p)) continue;
    const before = old.get(p.key) ?? 0;
    const gain = Math.min(Math.max(0, p.count - before), left);
    left -= gain;
    p.count = before + gain;
  }
}

/** storeEntries in a transaction of its own: the entries as stored, or a bad entry's 400 with nothing written. */
export async function saveEntries(
  db: Db,
  profileId: number,
  entries: ReadonlyArray<{ key: string; value: Value }>,
): Promise<Result<StoredEntry[], 400>> {
  try {
    return ok(await db.transaction((tx) => storeEntries(tx, profileId, entries)));
  } catch (err) {
    if (err instanceof KvInputError) return fail(400, err.message);
    throw err;
  }
}
