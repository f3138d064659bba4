/**
 * Notification records (SPEC section 3) and their pushes, shared by the server and the web's bell and inbox.
 */
// zod/mini: the web parses pushes with this schema, so its bundle carries only what it uses.
import * as z from 'zod/mini';

export const NOTIFICATION_TYPES = ['simple_message', 'journey_unlocked'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Where a record shows: on every instance, or only on test or only on production instances (SPEC section 6). */
export const NOTIFICATION_ENVS = ['both', 'test', 'prod'] as const;
export type NotificationEnv = (typeof NOTIFICATION_ENVS)[number];
/** What an instance is; a record shows when its env is 'both' or equals this. */
export type InstanceEnv = Exclude<NotificationEnv, 'both'>;

/** SPEC: "Test applies when the database prefix is 'TEST_'". */
export const TEST_DATABASE_PREFIX = 'TEST_';

/** Whether a record with `env` shows on an instance of `instance`. */
export const showsOn = (env: NotificationEnv, instance: InstanceEnv) => env === 'both' || env === instance;

export { NOTIFICATION_EVENT } from './realtime-names.ts';

/** A notification as its reader sees it (inbox entries and push data). */
export const notificationViewSchema = z.object({
  id: z.number(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  /** SPEC: data {name, thumbnail_url}; for journey_unlocked, the journey's. */
  data: z.nullable(z.object({ name: z.optional(z.string()), thumbnail_url: z.optional(z.string()) })),
  journey_id: z.nullable(z.number()),
  env: z.enum(NOTIFICATION_ENVS),
  /** false for a broadcast. */
  personal: z.boolean(),
  created_at: z.string(),
  /** When this player read it; null while unread (always null in a push). */
  read_at: z.nullable(z.string()),
});
export type NotificationView = z.infer<typeof notificationViewSchema>;

export const NOTIFICATION_LIMITS = { title: 120, message: 2000, inbox: 200, readBatch: 200 } as const;

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
} as const;
