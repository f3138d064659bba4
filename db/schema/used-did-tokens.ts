import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Magic DID tokens already traded for a session, so each works once. Keyed by a hash of the signed
 * claim (not of the token text, which can be re-encoded); kept until the token has expired anyway.
 */
export const usedDidTokens = pgTable(
  'used_did_tokens',
  {
    claim_hash: text('claim_hash').primaryKey(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_did_tokens_expires_at').on(t.expires_at)],
);
