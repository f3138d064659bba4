import { useEffect, useId, useRef } from 'react';
import type { JourneyStatus } from '../../../../../domain/journeys.ts';
import type { Journey } from '../api/get-journeys.ts';
import { tasksDone, unlockNeeds } from '../task-texts.ts';
import { StatusEmblem } from './journey-art.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { TaskItem } from './task-item.tsx';
import { useJustCompleted, useJustUnlocked } from './task-completion.tsx';

const STATUS_WORDS: Record<JourneyStatus, string> = { locked: 'Locked', open: 'Open', completed: 'Completed' };

/** A journey on the trail: what unlocks it while locked, its tasks while open, its badge once completed. */
export function JourneyCard({ journey, step }: { journey: Journey; step: number }) {
  const titleId = useId();
  // The opening plays once the refetch shows the journey open, not on the still-locked card.
  const opening = useJustUnlocked(journey.id) && journey.status === 'open';
  const done = tasksDone(journey.tasks);
  return (
    <li className={`journey-card journey-card--${journey.status}${opening ? ' journey-card--opening' : ''}`}>
      <article className="journey-card__inner" aria-labelledby={titleId} data-status={journey.status} data-opening={opening || undefined}>
        {opening ? (
          <p className="journey-card__ribbon" aria-hidden="true">
            Unlocked!
          </p>
        ) : null}
        <header className="journey-card__head">
          <StatusEmblem status={journey.status} />
          <div className="journey-card__heading">
            <p className="journey-card__step">Journey {step}</p>
            <h2 id={titleId} className="journey-card__name">
              {journey.name}
            </h2>
            <p className="journey-card__meta">
              <span className={`journey-card__status journey-card__status--${journey.status}`}>{STATUS_WORDS[journey.status]}</span>
              {journey.status === 'locked' ? null : (
                <span>
                  {done} of {journey.tasks.length} tasks done
                </span>
              )}
            </p>
          </div>
        </header>
        <p className="journey-card__description">{journey.description}</p>
        {journey.status === 'locked' ? (
          <Locked journey={journey} />
        ) : journey.status === 'completed' ? (
          <Completed journey={journey} />
        ) : (
          <Tasks journey={journey} />
        )}
      </article>
    </li>
  );
}

function Locked({ journey }: { journey: Journey }) {
  const count = journey.tasks.length;
  return (
    <div className="journey-card__locked">
      <p className="journey-card__needs-title">To unlock it:</p>
      <ul className="journey-card__needs">
        {journey.unlockedby.journeys.map((link) => {
          const needs = unlockNeeds(link);
          return (
            <li key={link.journey_id}>
              <ProgressBar label={needs.text} value={needs.done} max={needs.of} />
            </li>
          );
        })}
      </ul>
      <p className="journey-card__waiting">
        {count === 1 ? 'One task waits inside' : `${count} tasks wait inside`}, worth {journey.tasks.reduce((s, t) => s + t.score, 0)} cool points and a {journey.score}-point bonus.
      </p>
    </div>
  );
}

function Tasks({ journey }: { journey: Journey }) {
  if (journey.tasks.length === 0) return <p className="journey-card__waiting">No tasks on this trail yet. Check back soon.</p>;
  return (
    <>
      <p className="journey-card__bonus">Finish every task for a {journey.score}-point bonus.</p>
      <ol className="journey-card__tasks">
        {journey.tasks.map((task) => (
          <TaskItem key={task.id} task={task} active />
        ))}
      </ol>
    </>
  );
}

function Completed({ journey }: { journey: Journey }) {
  const points = journey.score + journey.tasks.reduce((s, t) => s + (t.completed?.score ?? 0), 0);
  // Finished here and now: the tasks stay in view, and the player's place moves to the badge.
  const justNow = useJustCompleted(journey.id);
  const badge = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (justNow && (!document.activeElement || document.activeElement === document.body)) badge.current?.focus();
  }, [justNow]);
  return (
    <>
      <p ref={badge} tabIndex={-1} className={`journey-card__badge${justNow ? ' journey-card__badge--new' : ''}`}>
        <span>Journey complete!</span>{' '}
        <span>
          <strong>{points} cool points</strong> earned
        </span>
      </p>
      <details className="journey-card__done-tasks" open={justNow || undefined}>
        <summary>The tasks you did ({journey.tasks.length})</summary>
        <ol className="journey-card__tasks">
          {journey.tasks.map((task) => (
            <TaskItem key={task.id} task={task} active={false} />
          ))}
        </ol>
      </details>
    </>
  );
}
