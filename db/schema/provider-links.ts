import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';

/**
 * A social account linked to a player through /api/auth (issue 14): one provider account belongs to at
 * most one player, and a player has at most one account per provider.
 */
export const providerLinks = pgTable(
  'provider_links',
  {
    id: serial('id').primaryKey(),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    account_id: text('account_id').notNull(),
    name: text('name').notNull(),
    tag: text('tag'),
    linked_at: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('provider_links_account').on(t.provider, t.account_id), uniqueIndex('provider_links_player').on(t.profile_id, t.provider)],
);

/**
 * Who opened a link popup: made by an authenticated POST, held by the browser as an HttpOnly cookie
 * (only its hash is stored), spent once by the Auth.js callback within ten minutes.
 */
export const linkIntents = pgTable(
  'link_intents',
  {
    token_hash: text('token_hash').primaryKey(),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    tag: text('tag'),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('link_intents_expires').on(t.expires_at)],
);

export type ProviderLinkRow = typeof providerLinks.$inferSelect;
