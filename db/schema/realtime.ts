import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One counter row per real-time channel. Publishing bumps it and inserts the event in one statement,
 * so seq numbers are gapless per channel and shared by every instance; the row outlives pruned events,
 * so numbering never restarts.
 */
export const realtimeChannels = pgTable('realtime_channels', {
  channel: text('channel').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
});

/** Published events, kept for replay (`since`) at least REPLAY_RETENTION_MS, then pruned. */
export const realtimeEvents = pgTable(
  'realtime_events',
  {
    channel: text('channel').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    event: text('event').notNull(),
    data: jsonb('data').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.channel, t.seq] }), index('realtime_events_created_at').on(t.created_at)],
);

export type RealtimeEventRow = typeof realtimeEvents.$inferSelect;
