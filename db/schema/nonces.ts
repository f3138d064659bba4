import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A Sign-In with Ethereum message handed out by `GET /api/profile/nonce`; `used_at` makes it single use. */
export const nonces = pgTable(
  'nonces',
  {
    nonce: text('nonce').primaryKey(),
    address: text('address').notNull(),
    message: text('message').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('nonces_address').on(t.address)],
);

export type NonceRow = typeof nonces.$inferSelect;
