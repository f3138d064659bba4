import { index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { TraitType } from '../../domain/traits.ts';
import { avatars } from './avatars.ts';
import { profiles } from './profiles.ts';
import { traits } from './traits.ts';

/**
 * A wearable a player owns (SPEC section 3 "Inventory item"). One row per player and trait; `balance`
 * counts copies. `bound_to` ties an item to one avatar (an explorer's starting outfit). Which avatars
 * wear it lives in avatar_equipment, so the spec's `equipped` list is derived, never stored twice.
 */
export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: serial('id').primaryKey(),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    trait_id: integer('trait_id')
      .notNull()
      .references(() => traits.id, { onDelete: 'cascade' }),
    token_id: integer('token_id'),
    balance: integer('balance').notNull().default(1),
    bound_to: integer('bound_to').references(() => avatars.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('inventory_items_profile_trait').on(t.profile_id, t.trait_id)],
);

/**
 * What an avatar wears. `trait_type` is copied from the trait so the database itself keeps the rule
 * "one item per trait type per avatar" (SPEC section 4 "Avatar editing").
 */
export const avatarEquipment = pgTable(
  'avatar_equipment',
  {
    avatar_id: integer('avatar_id')
      .notNull()
      .references(() => avatars.id, { onDelete: 'cascade' }),
    inventory_item_id: integer('inventory_item_id')
      .notNull()
      .references(() => inventoryItems.id, { onDelete: 'cascade' }),
    trait_type: text('trait_type').$type<TraitType>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.avatar_id, t.inventory_item_id] }),
    unique('avatar_equipment_one_per_type').on(t.avatar_id, t.trait_type),
    index('avatar_equipment_item').on(t.inventory_item_id),
  ],
);

export type InventoryItemRow = typeof inventoryItems.$inferSelect;
