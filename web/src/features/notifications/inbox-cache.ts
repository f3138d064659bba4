import type { NotificationView } from '../../../../domain/notifications.ts';

interface InboxShape<N extends { id: number }> {
  read: N[];
  unread: N[];
}

/**
 * The inbox with a pushed notice added on top of the unread ones (pushes arrive oldest first, so the
 * newest ends up first); a notice already listed, read or not, leaves it unchanged.
 */
export function withPushedNotice<N extends { id: number }>(inbox: InboxShape<N>, notice: N): InboxShape<N> {
  if (inbox.unread.some((n) => n.id === notice.id) || inbox.read.some((n) => n.id === notice.id)) return inbox;
  return { ...inbox, unread: [notice, ...inbox.unread] };
}

/** Whether pushed data looks like a notification record (the socket carries unknown JSON). */
export function isNotice(data: unknown): data is NotificationView {
  if (typeof data !== 'object' || data === null) return false;
  const n = data as Partial<NotificationView>;
  return typeof n.id === 'number' && typeof n.message === 'string' && (n.type === 'simple_message' || n.type === 'journey_unlocked');
}
