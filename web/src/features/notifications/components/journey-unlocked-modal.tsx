import { Link } from 'react-router-dom';
import { MESSAGES } from '../../../../../domain/messages.ts';
import { PAGES } from '../../../../../domain/routes.ts';
import type { NotificationView } from '../../../../../domain/notifications.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { Button } from '../../../components/button.tsx';
import './journey-unlocked-modal.css';

/**
 * The notification modal for a journey_unlocked notice (SPEC section 2 "Notification modal"): titled
 * 'New Journey Unlocked!', the journey's name and picture, the message, and the way to the journeys.
 */
export function JourneyUnlockedModal({ notice, onClose }: { notice: NotificationView | null; onClose: () => void }) {
  const name = notice?.data?.name;
  const picture = notice?.data?.thumbnail_url;
  return (
    <Dialog open={notice !== null} onClose={onClose} title={MESSAGES.journeyUnlockedTitle} className="unlocked">
      {notice ? (
        <div className="unlocked__body">
          {picture ? <img className="unlocked__picture" src={picture} alt="" /> : <UnlockedArt />}
          {name ? <p className="unlocked__name">{name}</p> : null}
          <p className="unlocked__message">{notice.message}</p>
          <div className="unlocked__actions">
            <Link className="button button--primary button--md" to={PAGES.journeys.path} onClick={onClose} data-autofocus>
              See your journeys
            </Link>
            <Button variant="ghost" onClick={onClose}>
              Later
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

/** An open padlock over an unrolled trail map, with sparkles: the way ahead is open. */
function UnlockedArt() {
  return (
    <svg className="unlocked__art" viewBox="0 0 200 130" aria-hidden="true" focusable="false">
      <g stroke="var(--ink)" strokeWidth={3} strokeLinejoin="round" strokeLinecap="round">
        <ellipse cx={100} cy={122} rx={80} ry={6} fill="var(--ink)" opacity={0.12} stroke="none" />
        <path d="M24 56l46-14 60 14 46-14v66l-46 14-60-14-46 14z" fill="var(--paper)" />
        <path d="M70 42v66M130 56v66" fill="none" opacity={0.5} />
        <path d="M36 96c16-14 30 4 46-8s30-26 50-12 24 6 34-6" fill="none" stroke="var(--accent)" strokeDasharray="2 8" strokeWidth={4} />
        <path d="M160 70l8 8m0-8l-8 8" fill="none" stroke="var(--danger)" />
        <rect x={84} y={40} width={34} height={28} rx={6} fill="var(--gold)" />
        <path d="M91 40V28a12 12 0 0 1 23-5" fill="none" strokeWidth={5} />
        <circle cx={101} cy={52} r={3.5} fill="var(--ink)" stroke="none" />
        <path d="M101 55v6" fill="none" />
        <path d="M140 16l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" fill="var(--gold)" strokeWidth={2} />
        <path d="M52 20l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" fill="var(--sapphire-light)" strokeWidth={2} />
      </g>
    </svg>
  );
}
