import { useEffect, useId, useRef } from 'react';
import type { TaskKind } from '../../../../../domain/journeys.ts';
import { dateLabel } from '../../../lib/date-label.ts';
import type { JourneyTask } from '../api/get-journeys.ts';
import { DoneTick } from './journey-art.tsx';
import { TaskControls } from './task-controls.tsx';
import { useTaskCompletion } from './task-completion.tsx';

const KIND_WORDS: Record<TaskKind, string> = {
  riddle: 'Riddle',
  choice: 'Choice',
  progress: 'Out and about',
  'own-trait': 'Wearable',
  'equip-trait': 'Dress up',
  video: 'Milk Chug TV',
};

/** One task: its words and points, then either what completes it (in an open journey) or that it is done. */
export function TaskItem({ task, active }: { task: JourneyTask; active: boolean }) {
  const completion = useTaskCompletion(task.id);
  const titleId = useId();
  const problemId = useId();
  const doneRef = useRef<HTMLParagraphElement>(null);
  const done = task.completed !== null;
  const wasDone = useRef(done);

  // The control the player used has gone with the task's completion: keep their place on the task.
  useEffect(() => {
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (done && !wasDone.current && focusLost) doneRef.current?.focus();
    wasDone.current = done;
  }, [done]);

  return (
    <li className={`task task--${task.kind}${done ? ' task--done' : ''}`} aria-labelledby={titleId} data-task={task.id}>
      <div className="task__head">
        <span className="task__kind">{KIND_WORDS[task.kind]}</span>
        <span className="task__score">
          <span aria-hidden="true">+{task.score}</span>
          <span className="visually-hidden">{task.score} cool points</span>
        </span>
      </div>
      <h3 id={titleId} className="task__title">
        {task.title}
      </h3>
      <p className="task__prompt">{task.prompt}</p>
      {done ? (
        <p ref={doneRef} tabIndex={-1} className="task__done">
          <DoneTick />
          <span>
            Done{doneDetail(task)} · {task.score} cool points
            {task.completed ? <span className="task__when"> · {dateLabel(task.completed.submitted_at)}</span> : null}
          </span>
        </p>
      ) : active ? (
        <TaskControls task={task} completion={completion} problemId={problemId} />
      ) : null}
      {completion.problem ? (
        <p id={problemId} className="task__problem" role="alert">
          {completion.problem}
        </p>
      ) : null}
    </li>
  );
}

function doneDetail(task: JourneyTask): string {
  if (task.video_interaction?.comment_date) return ': you commented';
  if (task.video_interaction?.liked_date) return ': you liked it';
  return '';
}
