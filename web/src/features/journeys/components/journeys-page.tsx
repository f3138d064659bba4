import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import { PAGES } from '../../../../../domain/routes.ts';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Page } from '../../../components/page.tsx';
import { useMe } from '../../../lib/me.ts';
import { useOwnCoolScore } from '../api/get-cool-score.ts';
import { useJourneys } from '../api/get-journeys.ts';
import { TrailSignArt, TrailTreesArt } from './journey-art.tsx';
import { JourneyCard } from './journey-card.tsx';
import { JourneyMomentsProvider } from './task-completion.tsx';
import './journeys.css';
import './tasks.css';

/** Journeys (`/journeys`): the season's trail, each journey locked, open or completed, and the player's score. */
export function JourneysPage() {
  const { background, title } = PAGES.journeys;
  return (
    <Page background={background} title={title} className="journeys">
      <header className="page__header journeys__header">
        <TrailTreesArt side="left" />
        <TrailSignArt />
        <TrailTreesArt side="right" />
        <h1 className="page__title">{title}</h1>
        <p className="page__lead">Complete tasks to earn cool points, and each journey opens the next one along the trail.</p>
        <ScoreChip />
      </header>
      <div className="page__body journeys__body">
        <JourneyMomentsProvider>
          <Trail />
        </JourneyMomentsProvider>
      </div>
    </Page>
  );
}

function ScoreChip() {
  const me = useMe();
  const score = useOwnCoolScore(me?.profileId ?? null);
  if (score.isError && !score.data) return null;
  // Drawn before the score arrives (its number a blank of the same size) so the trail below does not
  // move down when it does: that jump was /journeys' layout shift.
  if (!score.data) {
    return (
      <p className="journeys__score" aria-live="polite" aria-busy="true">
        <span>Cool score</span> <strong className="journeys__score-blank">{'\u00a0'}</strong>
      </p>
    );
  }
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
const FIRST_CARDS = 2;

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
  if (!me || !shown) {
    return (
      <div className="journeys__loading" role="status" aria-label="Fetching your journeys">
        {[0, 1, 2].map((i) => (
          <div key={i} className="journey-card__inner journeys__placeholder" aria-hidden="true">
            <span className="journeys__line journeys__line--title" />
            <span className="journeys__line" />
            <span className="journeys__line journeys__line--short" />
          </div>
        ))}
      </div>
    );
  }
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
