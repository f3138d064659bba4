import { MESSAGES } from '../../../../../domain/messages.ts';
import { dateLabel } from '../../../lib/date-label.ts';
import type { Notice } from '../api/get-inbox.ts';

/** The heading a notice shows: its title, else what kind of notice it is. */
export function noticeHeading(notice: Notice): string {
  if (notice.title) return notice.title;
  return notice.type === 'journey_unlocked' ? MESSAGES.journeyUnlockedTitle : notice.personal ? 'A message for you' : 'News from the town';
}

/** One notice in the inbox: a badge for its kind, heading, message and when it came. */
export function NoticeItem({ notice, fresh }: { notice: Notice; fresh: boolean }) {
  const unlock = notice.type === 'journey_unlocked';
  return (
    <li className={`notice${fresh ? ' notice--fresh' : ''}`}>
      <span className={`notice__badge notice__badge--${unlock ? 'unlock' : 'message'}`} aria-hidden="true">
        {unlock ? <MapGlyph /> : <LetterGlyph />}
      </span>
      <div className="notice__text">
        <h4 className="notice__heading">{noticeHeading(notice)}</h4>
        {unlock && notice.data?.name ? <p className="notice__name">{notice.data.name}</p> : null}
        <p className="notice__message">{notice.message}</p>
        <time className="notice__time" dateTime={notice.created_at}>
          {dateLabel(notice.created_at)}
        </time>
      </div>
    </li>
  );
}

function LetterGlyph() {
  return (
    <svg viewBox="0 0 32 32" focusable="false" aria-hidden="true">
      <rect x="4" y="8" width="24" height="17" rx="3" className="notice__paper" />
      <path d="M5 10l11 8 11-8" fill="none" />
    </svg>
  );
}

function MapGlyph() {
  return (
    <svg viewBox="0 0 32 32" focusable="false" aria-hidden="true">
      <path d="M4 8l7-3 10 3 7-3v19l-7 3-10-3-7 3z" className="notice__paper" />
      <path d="M11 5v19M21 8v19" fill="none" />
      <path d="M14 14l2.2 2.2L21 11" fill="none" className="notice__tick" />
    </svg>
  );
}
