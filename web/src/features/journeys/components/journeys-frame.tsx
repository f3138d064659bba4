import type { ReactNode } from 'react';
import { PAGES } from '../../../../../domain/routes.ts';
import type { TrailStop } from '../../../../../domain/journeys.ts';
import { Page } from '../../../components/page.tsx';
import { TrailSignArt, TrailTreesArt } from './journey-art.tsx';
import { trailOutline } from '../trail-outline.ts';

const JOURNEYS_LEAD = 'Complete tasks to earn cool points, and each journey opens the next one along the trail.';

/** The journeys page's frame: its green, the signpost, title and lead, `score` under them, the trail below. */
export function JourneysFrame({ score, children }: { score: ReactNode; children: ReactNode }) {
  const { background, title } = PAGES.journeys;
  return (
    <Page background={background} title={title} className="journeys">
      <header className="page__header journeys__header">
        <TrailTreesArt side="left" />
        <TrailSignArt />
        <TrailTreesArt side="right" />
        <h1 className="page__title">{title}</h1>
        <p className="page__lead">{JOURNEYS_LEAD}</p>
        {score}
      </header>
      <div className="page__body journeys__body">{children}</div>
    </Page>
  );
}

/** The score before it has come: its number a blank of the same size, so nothing below moves when it does. */
export function ScoreBlank() {
  return (
    <p className="journeys__score" aria-live="polite" aria-busy="true">
      <span>Cool score</span> <strong className="journeys__score-blank">{'\u00a0'}</strong>
    </p>
  );
}

/**
 * The trail while the player's journeys are on their way: the season's first stops by name and
 * description where the page's HTML carried them (trail-outline.ts), drawn where their cards will be,
 * with the status still to come; placeholders where it did not.
 */
export function TrailLoading({ outline }: { outline: readonly TrailStop[] }) {
  return (
    <div className="journeys__loading" role="status" aria-label="Fetching your journeys">
      {outline.length ? (
        <ol className="journeys__trail" aria-hidden="true">
          {outline.map((stop, i) => (
            <li key={stop.name + i} className="journey-card journey-card--outline">
              <article className="journey-card__inner">
                <header className="journey-card__head">
                  <span className="journey-card__emblem journey-card__emblem--outline" />
                  <div className="journey-card__heading">
                    <p className="journey-card__step">Journey {i + 1}</p>
                    <h2 className="journey-card__name">{stop.name}</h2>
                    <p className="journey-card__meta">
                      <span className="journey-card__status journey-card__status--outline">{'\u00a0'}</span>
                    </p>
                  </div>
                </header>
                <p className="journey-card__description">{stop.description}</p>
              </article>
            </li>
          ))}
        </ol>
      ) : (
        [0, 1, 2].map((i) => (
          <div key={i} className="journey-card__inner journeys__placeholder" aria-hidden="true">
            <span className="journeys__line journeys__line--title" />
            <span className="journeys__line" />
            <span className="journeys__line journeys__line--short" />
          </div>
        ))
      )}
    </div>
  );
}

/**
 * `/journeys`' loading screen, the app's splash there while the profile comes: the page as it will be,
 * its score and cards still to come. The HTML draws the same (scripts/first-paint.tsx), so nothing on it
 * moves or vanishes on the way to the page.
 */
export function JourneysSplash({ outline = trailOutline() }: { outline?: readonly TrailStop[] }) {
  return (
    <JourneysFrame score={<ScoreBlank />}>
      <TrailLoading outline={outline} />
    </JourneysFrame>
  );
}
