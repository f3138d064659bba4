import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A signed-in browser. Only a hash of the bearer token is kept, so a leaked table grants nothing.
 * Keyed by wallet, not profile: a wallet signs in before it has registered (profile id 0).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    token_hash: text('token_hash').notNull().unique(),
    wallet: text('wallet').notNull(),
    wallet_type: text('wallet_type').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_wallet').on(t.wallet)],
);

export type SessionRow = typeof sessions.$inferSelect;
