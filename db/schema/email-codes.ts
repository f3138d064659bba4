import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A one-time e-mail sign-in code. Only an HMAC of the code is kept; `attempts` counts wrong tries. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    code_hash: text('code_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_codes_email').on(t.email)],
);

export type EmailCodeRow = typeof emailCodes.$inferSelect;
