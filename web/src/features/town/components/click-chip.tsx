import { useEffect, useState } from 'react';
import { LEADERBOARD_LABELS } from '../../../../../domain/progress.ts';
import { TIMINGS } from '../../../../../domain/timings.ts';
import type { ClickFeedback } from '../use-town-clicks.ts';
import { CREATURE_LABELS } from './town-map.tsx';

// As long as a toast, so a glance away and back still catches it; a tada lingers a little longer.
const SHOW_MS = TIMINGS.toast;
const TADA_MS = TIMINGS.toast + 1000;

/** What the last click did, as a small chip over the map (and to screen readers). */
export function ClickChip({ feedback }: { feedback: ClickFeedback | null }) {
  const [shown, setShown] = useState<ClickFeedback | null>(null);
  useEffect(() => {
    if (!feedback) return;
    setShown(feedback);
    const timer = setTimeout(() => setShown(null), feedback.completed ? TADA_MS : SHOW_MS);
    return () => clearTimeout(timer);
  }, [feedback]);

  return (
    <div className="town__chip-slot" role="status" aria-live="polite">
      {shown ? (
        <p key={`${shown.key}-${shown.total}-${shown.progress}`} className={`town__chip${shown.completed ? ' town__chip--tada' : ''}`}>
          {shown.completed ? (
            <>
              <strong>Tada!</strong> {CREATURE_LABELS[shown.key]} done: {LEADERBOARD_LABELS[shown.key]} {shown.total}
            </>
          ) : shown.progress >= shown.target ? (
            <>
              {CREATURE_LABELS[shown.key]} · {LEADERBOARD_LABELS[shown.key]} <strong>{shown.total}</strong>
            </>
          ) : (
            <>
              {CREATURE_LABELS[shown.key]} <strong>{shown.progress} / {shown.target}</strong>
            </>
          )}
        </p>
      ) : null}
    </div>
  );
}
