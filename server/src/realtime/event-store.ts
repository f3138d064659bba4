import { and, asc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';
import { realtimeChannels, realtimeEvents } from '../../../db/schema/index.ts';

/** An event as stored and as delivered: `seq` is its place in its channel. */
export interface StoredEvent {
  channel: string;
  seq: number;
  event: string;
  data: unknown;
}

/**
 * Appends an event to its channel and returns it with its seq. One statement: the counter row's lock
 * orders concurrent publishers on every instance, and a failed insert rolls the counter back, so seq
 * numbers have no gaps.
 */
export async function appendEvent(db: Db, channel: string, event: string, data: unknown, at: Date): Promise<StoredEvent> {
  const result = await db.execute(sql`
    with counter as (
      insert into ${realtimeChannels} (channel, seq) values (${channel}, 1)
      on conflict (channel) do update set seq = ${realtimeChannels}.seq + 1
      returning seq
    )
    insert into ${realtimeEvents} (channel, seq, event, data, created_at)
    select ${channel}, counter.seq, ${event}, ${JSON.stringify(data)}::jsonb, ${at.toISOString()}::timestamptz from counter
    returning seq`);
  const [row] = rowsOf<{ seq: number | string }>(result);
  if (!row) throw new Error(`appending to ${channel} returned no row`);
  return { channel, seq: Number(row.seq), event, data };
}

/** A stored event as read back, with when it was stored. */
export interface ReadEvent extends StoredEvent {
  at: Date;
}

/** Kept events of `channel` with after < seq <= upTo, oldest first, at most `limit`. */
export async function readEvents(db: Db, channel: string, after: number, upTo: number, limit: number): Promise<ReadEvent[]> {
  const rows = await db
    .select({ channel: realtimeEvents.channel, seq: realtimeEvents.seq, event: realtimeEvents.event, data: realtimeEvents.data, at: realtimeEvents.created_at })
    .from(realtimeEvents)
    .where(and(eq(realtimeEvents.channel, channel), gt(realtimeEvents.seq, after), lte(realtimeEvents.seq, upTo)))
    .orderBy(asc(realtimeEvents.seq))
    .limit(limit);
  return rows;
}

/** The latest seq of each named channel (0 for a channel that never had an event). */
export async function latestSeqs(db: Db, channels: string[]): Promise<Map<string, number>> {
  const latest = new Map(channels.map((c) => [c, 0]));
  if (channels.length === 0) return latest;
  const rows = await db.select().from(realtimeChannels).where(inArray(realtimeChannels.channel, channels));
  for (const row of rows) latest.set(row.channel, row.seq);
  return latest;
}

/** Deletes events published before `before`; returns how many went. Counters stay. */
export async function pruneEvents(db: Db, before: Date): Promise<number> {
  const result = await db.execute(sql`
    with gone as (delete from ${realtimeEvents} where ${lt(realtimeEvents.created_at, before)} returning 1)
    select count(*)::int as n from gone`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}
