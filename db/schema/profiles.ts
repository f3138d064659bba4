import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** A registered player. `wallet` is the lower-cased address that signs in (an embedded wallet for e-mail users). */
export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    wallet: text('wallet').notNull().unique(),
    linked_address: text('linked_address'),
    wallet_type: text('wallet_type').notNull(),
    email: text('email'),
    /** When the owner proved the e-mail with a code (sign-in or Settings); null while it is only typed in. */
    email_verified_at: timestamp('email_verified_at', { withTimezone: true }),
    username: text('username').notNull(),
    slug: text('slug').notNull().unique(),
    safeword: text('safeword').notNull().default(''),
    onboarded: boolean('onboarded').notNull().default(false),
    sapphire_town_explorer_token_id: integer('sapphire_town_explorer_token_id'),
    avatar_token_id: integer('avatar_token_id').unique(),
    sub_general: boolean('sub_general').notNull().default(false),
    sub_product: boolean('sub_product').notNull().default(false),
    sub_merch: boolean('sub_merch').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // E-mail addresses are unique regardless of case; several profiles may have none.
    uniqueIndex('profiles_email_lower').on(sql`lower(${t.email})`),
  ],
);

export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfileRow = typeof profiles.$inferInsert;
