import type { InferResponseType } from 'hono/client';
import type { api } from '../../../lib/api.ts';
import { dateLabel } from '../../../lib/date-label.ts';
import './score-breakdown.css';

type CoolScore = InferResponseType<(typeof api.users)[':slug']['$get'], 200>['coolscore'];

const SOURCE_NAMES: Record<CoolScore['components'][number]['source'], string> = {
  task: 'Tasks',
  journey: 'Journeys finished',
  milestone: 'Milestones',
  holding: 'Holdings',
  reward: 'Rewards',
};

/** Where a cool score comes from: points per source and the newest events, so anyone can check the sum. */
export function ScoreBreakdown({ coolscore }: { coolscore: CoolScore }) {
  if (coolscore.components.length === 0) return <p className="score-breakdown__empty">No cool points yet: journeys and rewards bring them.</p>;
  return (
    <details className="score-breakdown">
      <summary>How {coolscore.score} points add up</summary>
      <ul className="score-breakdown__parts" aria-label="Points by source">
        {coolscore.components.map((c) => (
          <li key={c.source}>
            <span>{SOURCE_NAMES[c.source]}</span> <strong>{c.points}</strong>
          </li>
        ))}
      </ul>
      <ol className="score-breakdown__history" aria-label="Newest points">
        {coolscore.history.slice(0, 10).map((h, i) => (
          <li key={`${h.created_at}-${i}`}>
            <span>{h.label}</span> <strong>+{h.points}</strong> <time dateTime={h.created_at}>{dateLabel(h.created_at)}</time>
          </li>
        ))}
      </ol>
    </details>
  );
}
