import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every administrative action: what (`action`, `details`), on what (`target`: a wallet, 'everyone', a news
 * id...), when, and by which token. The token itself is never stored, only a short fingerprint of it, so
 * a rotated token shows up as a new fingerprint without the log holding a usable secret.
 */
export const adminLog = pgTable(
  'admin_log',
  {
    id: serial('id').primaryKey(),
    action: text('action').notNull(),
    target: text('target'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    token_fingerprint: text('token_fingerprint').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_log_created_at').on(t.created_at)],
);

export type AdminLogRow = typeof adminLog.$inferSelect;
