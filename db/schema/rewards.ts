import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';

/**
 * Rewards an operator gives a player (SPEC "Claimable", "Reward push"). A claimable reward waits for the
 * player's claim (claimed_datetime empty until then); one that is not claimable is granted when created,
 * so it is stored already claimed. Claiming adds `cool_points` to the cool score as a score event.
 */
export const rewards = pgTable(
  'rewards',
  {
    id: serial('id').primaryKey(),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    success_text: text('success_text').notNull(),
    cool_points: integer('cool_points').notNull(),
    claimable: boolean('claimable').notNull().default(true),
    claimed_datetime: timestamp('claimed_datetime', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rewards_profile').on(t.profile_id, t.created_at),
    // Score events are positive, so a reward's points are too.
    check('rewards_cool_points_positive', sql`${t.cool_points} > 0`),
  ],
);

export type RewardRow = typeof rewards.$inferSelect;
