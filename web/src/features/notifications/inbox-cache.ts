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
