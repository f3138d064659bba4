/**
 * Storing and pushing notification records (SPEC section 3). A broadcast (no wallet) is pushed on the
 * public `notifications` channel; a player's own notice on their private `sapphiretown-<wallet>` channel,
 * because DESIGN lists no per-wallet notification channel and that one is already authorised per wallet.
 */
import type { Db } from '../../../db/client.ts';
import { notifications, type NotificationRow } from '../../../db/schema/index.ts';
import {
  NOTIFICATION_EVENT,
  showsOn,
  type InstanceEnv,
  type NotificationEnv,
  type NotificationType,
  type NotificationView,
} from '../../../domain/notifications.ts';
import { privateChannel } from '../../../domain/realtime.ts';
import { publishSafely, type Publish } from '../publish.ts';

export interface NotificationInput {
  type?: NotificationType;
  title?: string;
  message: string;
  data?: { name?: string; thumbnail_url?: string } | null;
  journey_id?: number | null;
  /** Where it shows; 'both' when absent. */
  env?: NotificationEnv;
  /** The one player it is for (any case); null or absent: everyone. */
  wallet?: string | null;
}

/** The public channel broadcasts go out on. */
export const BROADCAST_CHANNEL = 'notifications';

/** A stored record as a reader sees it; `readAt` is that reader's read time, if any. */
export function notificationView(row: NotificationRow, readAt: Date | null = null): NotificationView {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    data: row.data ?? null,
    journey_id: row.journey_id,
    env: row.env,
    personal: row.wallet !== null,
    created_at: row.created_at.toISOString(),
    read_at: readAt ? readAt.toISOString() : null,
  };
}

/** Stores one record (use inside the caller's transaction when it goes with other writes). */
export async function storeNotification(db: Db, input: NotificationInput): Promise<NotificationRow> {
  const [row] = await db
    .insert(notifications)
    .values({
      type: input.type ?? 'simple_message',
      title: input.title ?? '',
      message: input.message,
      data: input.data ?? null,
      journey_id: input.journey_id ?? null,
      env: input.env ?? 'both',
      wallet: input.wallet ? input.wallet.toLowerCase() : null,
    })
    .returning();
  return row!;
}

/**
 * Pushes a stored record to whoever should see it now. A record for another environment is kept but not
 * pushed; with no `instance` known, only records for both environments are pushed.
 */
export async function pushNotification(publish: Publish, row: NotificationRow, instance?: InstanceEnv): Promise<boolean> {
  if (row.env !== 'both' && (!instance || !showsOn(row.env, instance))) return false;
  const channel = row.wallet ? privateChannel.rewards(row.wallet) : BROADCAST_CHANNEL;
  return publishSafely(publish, channel, NOTIFICATION_EVENT, notificationView(row));
}

/** Stores a notification, then pushes it; `pushed` says whether the push went out. */
export async function notify(db: Db, publish: Publish, input: NotificationInput, instance?: InstanceEnv) {
  const row = await storeNotification(db, input);
  const pushed = await pushNotification(publish, row, instance);
  return { notification: notificationView(row), pushed };
}
