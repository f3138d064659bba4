import { index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A read-only delegation (issue 15): the vault wallet lets the delegate wallet see its things. Keyed by
 * wallet (lower-case), not profile: a vault need not have signed up. `signed_at` is the time the vault signed.
 */
export const delegationLinks = pgTable(
  'delegation_links',
  {
    id: serial('id').primaryKey(),
    vault: text('vault').notNull(),
    delegate: text('delegate').notNull(),
    signed_at: timestamp('signed_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('delegation_links_pair').on(t.vault, t.delegate), index('delegation_links_delegate').on(t.delegate)],
);

/**
 * Each signed link change used once: the hash of (action, signer, vault, delegate, time). A replay of the
 * same signed request finds its row and is refused; rows older than the 5-minute window are swept.
 */
export const usedDelegationSignatures = pgTable(
  'used_delegation_signatures',
  {
    digest: text('digest').primaryKey(),
    used_at: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('used_delegation_signatures_used_at').on(t.used_at)],
);

export type DelegationLinkRow = typeof delegationLinks.$inferSelect;
