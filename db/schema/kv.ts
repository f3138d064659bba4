import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';

/** A player's key/value progress entry (SPEC section 3 "Key/value entry"); one row per key. */
export const kvEntries = pgTable(
  'kv_entries',
  {
    id: serial('id').primaryKey(),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
    type: text('type', { enum: ['number', 'string'] }).notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('kv_entries_profile_key').on(t.profile_id, t.key),
    // Leaderboards read one key across all players.
    index('kv_entries_key').on(t.key),
  ],
);

export type KvRow = typeof kvEntries.$inferSelect;
