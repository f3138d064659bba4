import { Link } from 'react-router-dom';
import { PAGES } from '../../../../../domain/routes.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { CoveredTrophyArt } from '../../../components/art/empty-state-art.tsx';
import { Page } from '../../../components/page.tsx';

const LEADS: Partial<Record<keyof typeof PAGES, string>> = {
  shop: 'Merch from the town store.',
};

/** Achievements are not open yet (the menu's button is disabled); say so and point somewhere useful. */
function AchievementsNotOpen() {
  return (
    <div className="page__body">
      <EmptyState
        title="Achievements are not open yet"
        art={<CoveredTrophyArt />}
        action={<Link className="button button--primary button--md" to={PAGES.arcade.path}>Your scores in the arcade</Link>}
      >
        Trophies for journeys and high scores are still being polished. The Achievements button in the menu lights up
        when they open.
      </EmptyState>
    </div>
  );
}

/** A named place in town with its own background (SPEC section 2 routes). */
export function PlacePage({ place }: { place: keyof typeof PAGES }) {
  const { background, title } = PAGES[place];
  return (
    <Page background={background} title={title}>
      <header className="page__header">
        <h1 className="page__title">{title}</h1>
        {LEADS[place] ? <p className="page__lead">{LEADS[place]}</p> : null}
      </header>
      {place === 'achievements' ? <AchievementsNotOpen /> : null}
    </Page>
  );
}
