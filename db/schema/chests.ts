import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';

/**
 * A chest of wearables waiting for its player (decision 0006): the starter chest of registration and the
 * admin's trait grants. `trait_ids` may repeat an id (two copies); opening merges them into the
 * inventory's balances and sets `opened_at`, once.
 */
export const chests = pgTable(
  'chests',
  {
    id: serial('id').primaryKey(),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    trait_ids: jsonb('trait_ids').$type<number[]>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    opened_at: timestamp('opened_at', { withTimezone: true }),
  },
  (t) => [index('chests_profile').on(t.profile_id, t.opened_at)],
);

export type ChestRow = typeof chests.$inferSelect;
