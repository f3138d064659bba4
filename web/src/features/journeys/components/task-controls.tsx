/**
 * What a player does to complete a task, per kind: answer a riddle, pick an option, or go and do the
 * thing (click in town, find a wearable, watch a show) and come back to have it checked.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { VIDEO_COMMENT_MAX } from '../../../../../domain/journeys.ts';
import { PAGES } from '../../../../../domain/routes.ts';
import { Button } from '../../../components/button.tsx';
import { useBootstrap } from '../../../lib/bootstrap-query.ts';
import { useMe } from '../../../lib/me.ts';
import type { JourneyTask } from '../api/get-journeys.ts';
import { progressPlace, shownCount, titleCase } from '../task-texts.ts';
import type { useTaskCompletion } from './task-completion.tsx';
import { ProgressBar } from './progress-bar.tsx';

export interface ControlsProps {
  task: JourneyTask;
  completion: ReturnType<typeof useTaskCompletion>;
  /** The id of the task's inline problem, for aria-describedby. */
  problemId: string;
}

export function TaskControls(props: ControlsProps) {
  switch (props.task.payload.kind) {
    case 'riddle':
      return <RiddleControls {...props} />;
    case 'choice':
      return <ChoiceControls {...props} options={props.task.payload.options} />;
    case 'progress':
      return <ProgressControls {...props} progressKey={props.task.payload.key} target={props.task.payload.value} />;
    case 'own-trait':
    case 'equip-trait':
      return <TraitControls {...props} trait={props.task.payload.trait} wear={props.task.payload.kind === 'equip-trait'} />;
    case 'video':
      return <VideoControls {...props} title={props.task.payload.title} />;
  }
}

function RiddleControls({ task, completion, problemId }: ControlsProps) {
  const [answer, setAnswer] = useState('');
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (answer.trim() && !completion.pending) completion.complete({ answer });
  };
  return (
    <form className="task__form" onSubmit={submit}>
      <label className="visually-hidden" htmlFor={inputId}>
        Your answer to {task.title}
      </label>
      <input
        id={inputId}
        className="task__input"
        value={answer}
        onChange={(e) => {
          setAnswer(e.target.value);
          if (completion.problem) completion.clearProblem();
        }}
        placeholder="Your answer"
        autoComplete="off"
        maxLength={200}
        aria-invalid={completion.problem ? true : undefined}
        aria-describedby={completion.problem ? problemId : undefined}
      />
      <Button type="submit" aria-disabled={completion.pending || !answer.trim()}>
        Submit
      </Button>
    </form>
  );
}

function ChoiceControls({ task, completion, options }: ControlsProps & { options: string[] }) {
  return (
    <div className="task__options" role="group" aria-label={`Choose for ${task.title}`}>
      {options.map((option) => (
        <Button key={option} variant="secondary" aria-disabled={completion.pending} onClick={() => completion.complete({ choice: option })}>
          {option}
        </Button>
      ))}
    </div>
  );
}

function ProgressControls({ completion, progressKey, target }: ControlsProps & { progressKey: string; target: number }) {
  const me = useMe();
  const place = progressPlace(progressKey);
  const count = shownCount(me?.values[progressKey as keyof NonNullable<typeof me>['values']], target);
  const reached = count >= target;
  return (
    <div className="task__work">
      <ProgressBar label={place.action} value={count} max={target} />
      <div className="task__actions">
        <Link className="button button--secondary button--md" to={place.path}>
          {place.go}
        </Link>
        <Button variant={reached ? 'primary' : 'secondary'} aria-disabled={completion.pending} onClick={() => completion.complete({})}>
          {reached ? 'Complete' : 'Check'}
        </Button>
      </div>
    </div>
  );
}

function TraitControls({ completion, trait, wear }: ControlsProps & { trait: string; wear: boolean }) {
  const me = useMe();
  const items = useBootstrap(me?.profileId ?? null).data?.items ?? [];
  const item = items.find((i) => i.trait.name === trait);
  const name = item?.trait.displayName ?? titleCase(trait);
  const worn = items.some((i) => i.trait.name === trait && i.equipped.length > 0);
  const hint = wear
    ? worn
      ? `One of your avatars is wearing ${name}.`
      : item
        ? `Put ${name} on one of your avatars.`
        : `Find ${name} first, then put it on.`
    : item
      ? `${name} is in your bag.`
      : `No ${name} in your bag yet.`;
  const ready = wear ? worn : Boolean(item);
  return (
    <div className="task__work">
      <p className="task__hint">{hint}</p>
      <div className="task__actions">
        {me ? (
          <Link className="button button--secondary button--md" to={wear ? `/${me.slug}/customise` : `/${me.slug}/bag`}>
            {wear ? 'Open the customiser' : 'Open your bag'}
          </Link>
        ) : null}
        <Button variant={ready ? 'primary' : 'secondary'} aria-disabled={completion.pending} onClick={() => completion.complete({})}>
          {ready ? 'Complete' : 'Check'}
        </Button>
      </div>
    </div>
  );
}

function VideoControls({ task, completion, title, problemId }: ControlsProps & { title: string }) {
  const [commenting, setCommenting] = useState(false);
  const [comment, setComment] = useState('');
  const boxId = useId();
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (comment.trim() && !completion.pending) completion.complete({ interaction: 'comment', comment: comment.trim() });
  };
  return (
    <div className="task__work">
      <p className="task__hint">
        <Link to={PAGES.content.path}>Watch {title} at the Milk Chug</Link>, then tell us what you thought.
      </p>
      <div className="task__actions">
        <Button aria-disabled={completion.pending} onClick={() => completion.complete({ interaction: 'like' })}>
          <HeartIcon /> Like
        </Button>
        <Button variant="secondary" aria-expanded={commenting} aria-controls={boxId} onClick={() => setCommenting((c) => !c)}>
          Comment
        </Button>
      </div>
      {commenting ? (
        <form id={boxId} className="task__form task__form--comment" onSubmit={send}>
          <label className="task__label" htmlFor={`${boxId}-text`}>
            Your comment on {task.title}
          </label>
          <textarea
            id={`${boxId}-text`}
            className="task__input"
            rows={2}
            maxLength={VIDEO_COMMENT_MAX}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            aria-describedby={completion.problem ? problemId : undefined}
          />
          <Button type="submit" aria-disabled={completion.pending || !comment.trim()}>
            Send comment
          </Button>
        </form>
      ) : null}
    </div>
  );
}

function HeartIcon() {
  return (
    <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" focusable="false">
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" fill="var(--danger)" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" />
    </svg>
  );
}
