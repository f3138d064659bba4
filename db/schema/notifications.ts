import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { NotificationEnv, NotificationType } from '../../domain/notifications.ts';
import { profiles } from './profiles.ts';

/**
 * Notification records (SPEC section 3). `wallet` is the lower-cased address of the one player it is for,
 * or null for a broadcast to everyone. `env` decides on which instances it shows (both, test or prod).
 * `journey_id` names the journey a journey_unlocked record announces (no foreign key: a notice outlives
 * an edited or removed journey).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    type: text('type').$type<NotificationType>().notNull(),
    title: text('title').notNull().default(''),
    message: text('message').notNull(),
    data: jsonb('data').$type<{ name?: string; thumbnail_url?: string }>(),
    journey_id: integer('journey_id'),
    env: text('env').$type<NotificationEnv>().notNull().default('both'),
    wallet: text('wallet'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_wallet').on(t.wallet, t.created_at),
    check('notifications_type', sql`${t.type} in ('simple_message', 'journey_unlocked')`),
    check('notifications_env', sql`${t.env} in ('both', 'test', 'prod')`),
  ],
);

/**
 * Per-player read state: a row once a player has read a notification (their own or a broadcast), so the
 * inbox keeps both read and unread ones.
 */
export const notificationReads = pgTable(
  'notification_reads',
  {
    notification_id: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    read_at: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notification_id, t.profile_id] }), index('notification_reads_profile').on(t.profile_id)],
);

export type NotificationRow = typeof notifications.$inferSelect;
