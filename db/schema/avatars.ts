import { index, integer, jsonb, pgTable, serial, text, timestamp, unique, boolean } from 'drizzle-orm/pg-core';
import type { AvatarType, AvatarView, TraitType } from '../../domain/traits.ts';
import { profiles } from './profiles.ts';

/**
 * An avatar a player holds (SPEC section 3 "Avatar"): their own explorer (token id = the profile's
 * avatar_token_id) or a CAT / SHADOWWOLF collection token. `view` is the permanent view saved from the
 * customiser; `pfp` marks the profile picture. selected / selectedView / loaded are the customiser's own
 * state and are not stored.
 */
export const avatars = pgTable(
  'avatars',
  {
    id: serial('id').primaryKey(),
    type: text('type').$type<Exclude<AvatarType, 'NONE'>>().notNull(),
    token_id: integer('token_id').notNull(),
    profile_id: integer('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    pfp: boolean('pfp').notNull().default(false),
    view: text('view').$type<AvatarView>().notNull().default('FRONT'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('avatars_type_token').on(t.type, t.token_id), index('avatars_profile').on(t.profile_id)],
);

/** One equipped set snapshot, written when changes are saved (SPEC section 3 "History entry"). */
export interface HistoryEquipment {
  traitId: number;
  name: string;
  traitType: TraitType;
}

export const historyEntries = pgTable(
  'history_entries',
  {
    id: serial('id').primaryKey(),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    avatar_id: integer('avatar_id').references(() => avatars.id, { onDelete: 'set null' }),
    type: text('type').$type<Exclude<AvatarType, 'NONE'>>().notNull(),
    token_id: integer('token_id').notNull(),
    view: text('view').$type<AvatarView>().notNull(),
    equipment: jsonb('equipment').$type<HistoryEquipment[]>().notNull(),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('history_entries_profile').on(t.profile_id, t.date)],
);

export type AvatarRow = typeof avatars.$inferSelect;
export type HistoryEntryRow = typeof historyEntries.$inferSelect;
