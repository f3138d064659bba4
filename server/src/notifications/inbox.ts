/** A player's inbox: their own notices and the broadcasts of this instance's environment, read and unread. */
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { notificationReads, notifications } from '../../../db/schema/index.ts';
import { NOTIFICATION_LIMITS, type InstanceEnv, type NotificationView } from '../../../domain/notifications.ts';
import { notificationView } from './notify.ts';

export interface Reader {
  id: number;
  wallet: string;
}

/** Which records a reader may see here: theirs or everyone's, for both environments or this one. */
const visibleTo = (reader: Reader, instance: InstanceEnv) =>
  and(or(eq(notifications.wallet, reader.wallet), isNull(notifications.wallet)), inArray(notifications.env, ['both', instance]));

/** `{ read, unread }`, newest first, at most NOTIFICATION_LIMITS.inbox records in all. */
export async function loadInbox(db: Db, reader: Reader, instance: InstanceEnv): Promise<{ read: NotificationView[]; unread: NotificationView[] }> {
  const rows = await db
    .select({ row: notifications, readAt: notificationReads.read_at })
    .from(notifications)
    .leftJoin(notificationReads, and(eq(notificationReads.notification_id, notifications.id), eq(notificationReads.profile_id, reader.id)))
    .where(visibleTo(reader, instance))
    .orderBy(desc(notifications.created_at), desc(notifications.id))
    .limit(NOTIFICATION_LIMITS.inbox);
  const read: NotificationView[] = [];
  const unread: NotificationView[] = [];
  for (const { row, readAt } of rows) (readAt ? read : unread).push(notificationView(row, readAt));
  return { read, unread };
}

/**
 * Marks records read for this reader. Every id must be one the reader can see; otherwise nothing is
 * written and the ids that are not are returned (a foreign notice reads as missing). Reading twice keeps
 * the first read time.
 */
export async function markRead(db: Db, reader: Reader, ids: number[], instance: InstanceEnv): Promise<{ missing: number[] }> {
  const wanted = [...new Set(ids)];
  const seen = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(inArray(notifications.id, wanted), visibleTo(reader, instance)));
  const found = new Set(seen.map((r) => r.id));
  const missing = wanted.filter((id) => !found.has(id));
  if (missing.length) return { missing };
  await db
    .insert(notificationReads)
    .values(wanted.map((id) => ({ notification_id: id, profile_id: reader.id })))
    .onConflictDoNothing();
  return { missing: [] };
}
