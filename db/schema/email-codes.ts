import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A one-time e-mail sign-in code. Only an HMAC of the code is kept; `attempts` counts wrong tries.
 * `network` is the client network that asked for it (server/src/auth/client-ip.ts): only a guess from
 * there is compared with it, so a stranger's requests and guesses never touch the owner's code.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    code_hash: text('code_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    network: text('network'),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_codes_email').on(t.email)],
);

export type EmailCodeRow = typeof emailCodes.$inferSelect;
