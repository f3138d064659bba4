import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import { FIRST_TRAIL_CARDS } from '../../../../../domain/journeys.ts';
import { PAGES } from '../../../../../domain/routes.ts';
import { Button } from '../../../components/button.tsx';
import { registerPageSplash } from '../../../components/splash.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useMe } from '../../../lib/me.ts';
import { useOwnCoolScore } from '../api/get-cool-score.ts';
import { useJourneys } from '../api/get-journeys.ts';
import { trailOutline } from '../trail-outline.ts';
import { JourneysFrame, JourneysSplash, ScoreBlank, TrailLoading } from './journeys-frame.tsx';
import { JourneyCard } from './journey-card.tsx';
import { JourneyMomentsProvider } from './task-completion.tsx';
import './journeys.css';
import './tasks.css';

registerPageSplash(PAGES.journeys.path, JourneysSplash);

/** Journeys (`/journeys`): the season's trail, each journey locked, open or completed, and the player's score. */
export function JourneysPage() {
  return (
    <JourneysFrame score={<ScoreChip />}>
      <JourneyMomentsProvider>
        <Trail />
      </JourneyMomentsProvider>
    </JourneysFrame>
  );
}

function ScoreChip() {
  const me = useMe();
  const score = useOwnCoolScore(me?.profileId ?? null);
  if (score.isError && !score.data) return null;
  // Drawn before the score arrives (ScoreBlank) so the trail below does not move down when it does:
  // that jump was /journeys' layout shift.
  if (!score.data) return <ScoreBlank />;
  return (
    <p className="journeys__score" aria-live="polite">
      <span>Cool score</span> <strong>{score.data.score}</strong>
      {score.data.rank && score.data.score > 0 ? <span className="journeys__rank">Rank {score.data.rank}</span> : null}
    </p>
  );
}

/**
 * The cards drawn first, the ones a phone shows on arrival: the first card is the page's largest paint,
 * and it no longer waits for the whole trail to be drawn (issue 18). The rest follow in a transition,
 * below them, so nothing already drawn moves.
 */
const FIRST_CARDS = FIRST_TRAIL_CARDS;

function Trail() {
  const me = useMe();
  const journeys = useJourneys(me?.profileId ?? null);
  // The answer comes in as an urgent update, which React draws in one go; the cards are drawn from a
  // deferred copy instead, in slices of a few milliseconds, so a tap during the drawing is answered
  // (issue 18: total blocking time). Until the new cards are drawn, the screen keeps what it had: the
  // placeholders on arrival, the previous cards after a refetch.
  const shown = useDeferredValue(journeys.data);
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (shown && !all) startTransition(() => setAll(true));
  }, [shown, all]);
  if (journeys.isError) {
    return (
      <EmptyState title="The trail map is lost" action={<Button onClick={() => void journeys.refetch()}>Try again</Button>}>
        <p role="alert">Your journeys could not be fetched. {journeys.error.message}</p>
      </EmptyState>
    );
  }
  if (!me || !shown) return <TrailLoading outline={trailOutline()} />;
  if (shown.length === 0) {
    return <EmptyState title="No journeys yet">The town’s guides are still mapping the trails. Come back soon!</EmptyState>;
  }
  return (
    <ol className="journeys__trail" aria-label="Your journeys">
      {(all ? shown : shown.slice(0, FIRST_CARDS)).map((journey, i) => (
        <JourneyCard key={journey.id} journey={journey} step={i + 1} />
      ))}
    </ol>
  );
}
