import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** News shown in the main menu carousel, newest first. `slug` keeps the demo seed idempotent. */
export const news = pgTable('news', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  thumbnail_url: text('thumbnail_url').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Terms and Conditions, versioned; the newest version is the one shown. */
export const terms = pgTable('terms', {
  id: serial('id').primaryKey(),
  version: text('version').notNull().unique(),
  content: text('content').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type NewsRow = typeof news.$inferSelect;
