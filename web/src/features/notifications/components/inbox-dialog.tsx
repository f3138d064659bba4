import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Dialog } from '../../../components/dialog.tsx';
import { useInbox, type Notice } from '../api/get-inbox.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { NoticeItem } from './notice-item.tsx';
import './inbox-dialog.css';

export interface InboxDialogProps {
  open: boolean;
  onClose: () => void;
  profileId: number;
  /** What sits above the notices (the rewards to claim); the app composes it, features stay apart. */
  top?: ReactNode;
  /** Whether `top` shows anything, so the empty state knows the inbox is really empty. */
  topFilled?: boolean;
}

const newestFirst = (a: Notice, b: Notice) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

/**
 * The inbox (SPEC section 3: a kept inbox with read and unread). Opening it reads what was unread, so
 * the bell's count clears, yet those stay under 'New' until it closes; older ones are under 'Earlier'.
 * Notices pushed while it is open join 'New' and are read too.
 */
export function InboxDialog({ open, onClose, profileId, top, topFilled = false }: InboxDialogProps) {
  const inbox = useInbox(profileId);
  const markRead = useMarkRead(profileId);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  // Each id is asked for once per opening, so a failing call is not repeated in a loop.
  const requested = useRef(new Set<number>());
  const unread = inbox.data?.unread;
  const { mutate } = markRead;

  useEffect(() => {
    if (!open) {
      requested.current.clear();
      setFresh(new Set());
      return;
    }
    const ids = (unread ?? []).map((n) => n.id).filter((id) => !requested.current.has(id));
    if (ids.length === 0) return;
    for (const id of ids) requested.current.add(id);
    setFresh((seen) => new Set([...seen, ...ids]));
    mutate(ids);
  }, [open, unread, mutate]);

  const all = [...(inbox.data?.unread ?? []), ...(inbox.data?.read ?? [])].sort(newestFirst);
  const isFresh = (n: Notice) => fresh.has(n.id) || n.read_at === null;
  const recent = all.filter(isFresh);
  const earlier = all.filter((n) => !isFresh(n));
  const empty = inbox.isSuccess && all.length === 0 && !topFilled;

  return (
    <Dialog open={open} onClose={onClose} title="Inbox" className="inbox">
      {top}
      {inbox.isPending ? <p className="inbox__status">Loading your messages…</p> : null}
      {inbox.isError ? <p className="inbox__status">Your messages could not be loaded. Please try again in a moment.</p> : null}
      {empty ? <EmptyInbox /> : null}
      {recent.length > 0 ? <NoticeSection title="New" notices={recent} fresh /> : null}
      {earlier.length > 0 ? <NoticeSection title="Earlier" notices={earlier} fresh={false} /> : null}
    </Dialog>
  );
}

function NoticeSection({ title, notices, fresh }: { title: string; notices: Notice[]; fresh: boolean }) {
  const id = useId();
  return (
    <section className="inbox__section" aria-labelledby={id}>
      <h3 id={id} className="inbox__section-title">
        {title}
      </h3>
      <ul className="inbox__list">
        {notices.map((n) => (
          <NoticeItem key={n.id} notice={n} fresh={fresh} />
        ))}
      </ul>
    </section>
  );
}

function EmptyInbox() {
  return (
    <div className="inbox__empty">
      <svg className="inbox__empty-art" viewBox="0 0 120 90" aria-hidden="true" focusable="false">
        <ellipse cx="60" cy="82" rx="44" ry="6" className="inbox__empty-ground" />
        <path d="M30 30h60v46H30z" className="inbox__empty-box" />
        <path d="M30 30l30 24 30-24" fill="none" />
        <path d="M84 12l4 6M94 22l-7 2M74 8l1 7" fill="none" className="inbox__empty-spark" />
      </svg>
      <p className="inbox__empty-title">No messages yet</p>
      <p className="inbox__empty-text">News from the town, journey unlocks and gifts will land here.</p>
    </div>
  );
}
