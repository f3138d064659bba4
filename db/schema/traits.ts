import { boolean, jsonb, pgTable, real, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { AvatarType, AvatarView, Rarity, TraitImage, TraitRule, TraitType } from '../../domain/traits.ts';

/**
 * The wearable catalogue (SPEC section 3 "Trait"). `type` is the avatar type the art is drawn for
 * ('NONE' fits every type: backgrounds, borders, effects, sidekicks); `name` is the key its art and
 * image URIs are found by. Placement fields are in units of the 1000 px layer canvas.
 */
export const traits = pgTable(
  'traits',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    display_name: text('display_name').notNull(),
    rarity: text('rarity').$type<Rarity>().notNull().default('COMMON'),
    type: text('type').$type<AvatarType>().notNull(),
    trait_type: text('trait_type').$type<TraitType>().notNull(),
    additional: text('additional'),
    weight: real('weight'),
    images: jsonb('images').$type<TraitImage[]>().notNull().default([]),
    display_image: text('display_image'),
    rules: jsonb('rules').$type<TraitRule[]>().notNull().default([]),
    sets: jsonb('sets').$type<string[]>().notNull().default([]),
    sub_traits: jsonb('sub_traits').$type<string[]>().notNull().default([]),
    view: jsonb('view').$type<AvatarView[]>().notNull().default(['FRONT', 'RIGHT', 'FULL', 'LEFT', 'HEAD']),
    offset_x: real('offset_x'),
    offset_y: real('offset_y'),
    width: real('width'),
    height: real('height'),
    background: text('background'),
    parent_background: text('parent_background'),
    generated: boolean('generated').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('traits_type_name').on(t.type, t.name)],
);

export type TraitRow = typeof traits.$inferSelect;
export type NewTraitRow = typeof traits.$inferInsert;
