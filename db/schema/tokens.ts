import { integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { TokenMetadata, TokenType } from '../../domain/traits.ts';
import { profiles } from './profiles.ts';

/** A collection token a player holds besides avatars: the Sidekx (SPEC section 3 "Token"). */
export const tokens = pgTable(
  'tokens',
  {
    id: serial('id').primaryKey(),
    token_type: text('token_type').$type<TokenType>().notNull(),
    token_id: integer('token_id').notNull(),
    profile_id: integer('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    metadata: jsonb('metadata').$type<TokenMetadata>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('tokens_type_token').on(t.token_type, t.token_id)],
);

export type TokenRow = typeof tokens.$inferSelect;
