import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The wallet made for an e-mail user at first login. The private key is AES-256-GCM encrypted under a
 * key derived from the server secret; it never leaves the server.
 */
export const embeddedWallets = pgTable('embedded_wallets', {
  email: text('email').primaryKey(),
  address: text('address').notNull().unique(),
  encrypted_key: text('encrypted_key').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type EmbeddedWalletRow = typeof embeddedWallets.$inferSelect;
