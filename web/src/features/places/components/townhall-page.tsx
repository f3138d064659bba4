import { Link } from 'react-router-dom';
import { useId } from 'react';
import { LEADERBOARD_LABELS, type LeaderboardKey } from '../../../../../domain/progress.ts';
import { PAGES } from '../../../../../domain/routes.ts';
import { Button } from '../../../components/button.tsx';
import { Page } from '../../../components/page.tsx';
import { useMe } from '../../../lib/me.ts';
import { useLeaderboardsOf } from '../../../lib/leaderboard-query.ts';
import { useTerms } from '../../../lib/terms-query.ts';
import { MayorArt, TownHallPicture } from './townhall-art.tsx';
import './places.css';
import './townhall-page.css';

function Welcome() {
  const me = useMe();
  const titleId = useId();
  return (
    <section className="townhall__welcome card" aria-labelledby={titleId}>
      <MayorArt />
      <div>
        <h2 id={titleId} className="townhall__heading">A word from the Mayor</h2>
        <p>
          Welcome{me?.username ? `, ${me.username}` : ''}! I’m Mayor Bramble. Sapphire Town is a small place with a big
          heart: poke the frog, tickle the workshop monitor, read the news at the Milk Chug, and see your name climb the
          boards.
        </p>
        <p>The charter on the wall says how we get along. Be kind, play fair, and do visit often.</p>
        <p className="townhall__signature">— Mayor Bramble</p>
      </div>
    </section>
  );
}

/** The town's charter: the terms everyone agreed to (GET /api/terms). */
function Charter() {
  const terms = useTerms();
  const titleId = useId();
  const paragraphs = terms.data?.data.content.split(/\n{2,}/).filter(Boolean) ?? [];
  return (
    <section className="townhall__charter" aria-labelledby={titleId} aria-busy={terms.isPending}>
      <h2 id={titleId} className="places__section-title">Town charter</h2>
      <div className="townhall__parchment">
        {terms.isPending ? <p role="status">Unrolling the charter…</p> : null}
        {terms.isError ? (
          <div className="townhall__problem">
            <p>The charter could not be fetched. {terms.error.message}</p>
            <Button variant="secondary" onClick={() => void terms.refetch()}>Try again</Button>
          </div>
        ) : null}
        {terms.data ? (
          <>
            <p className="townhall__version">Version {terms.data.data.version}</p>
            <p className="townhall__lede">{paragraphs[0]}</p>
            {paragraphs.length > 1 ? (
              <details className="townhall__more">
                <summary>Read the whole charter</summary>
                {paragraphs.slice(1).map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </details>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}

/** Boards in the order the spec lists their labels. */
const BOARD_KEYS = Object.keys(LEADERBOARD_LABELS) as LeaderboardKey[];

/** The hall of records: who leads each leaderboard right now. */
function Records() {
  const boards = useLeaderboardsOf(BOARD_KEYS);
  const titleId = useId();
  const pending = boards.some((b) => b.isPending);
  const failed = boards.some((b) => b.isError);
  return (
    <section className="townhall__records" aria-labelledby={titleId} aria-busy={pending}>
      <h2 id={titleId} className="places__section-title">Hall of records</h2>
      <div className="card">
        {pending ? <p role="status">Checking the record books…</p> : null}
        {failed && !pending ? (
          <div className="townhall__problem">
            <p>Some records could not be fetched.</p>
            <Button variant="secondary" onClick={() => boards.forEach((b) => void b.refetch())}>Try again</Button>
          </div>
        ) : null}
        {!pending ? (
          <ul className="townhall__record-list">
            {boards.map((b, i) => {
              if (!b.data) return null;
              const top = b.data.entries[0];
              return (
                <li key={BOARD_KEYS[i]} className="townhall__record">
                  <span className="townhall__record-label">{b.data.label}</span>
                  {top ? (
                    <span>
                      <Link to={`/${top.slug}`}>{top.username}</Link> <span className="townhall__record-value">{top.value}</span>
                    </span>
                  ) : (
                    <span className="townhall__record-empty">No record yet</span>
                  )}
                </li>
              );
            })}
          </ul>
        ) : null}
        <p className="townhall__board-link">
          <Link className="button button--primary button--md" to={PAGES.board.path}>All the boards</Link>
        </p>
      </div>
    </section>
  );
}

/** The town hall (`/townhall`): the Mayor's welcome, the charter and the records. */
export function TownHallPage() {
  const { background, title } = PAGES.townhall;
  return (
    <Page background={background} title={title} className="places townhall">
      <header className="page__header">
        <TownHallPicture />
        <h1 className="page__title">{title}</h1>
        <p className="page__lead">Where the town keeps its charter, its records and its Mayor.</p>
      </header>
      <div className="page__body townhall__body">
        <Welcome />
        <Charter />
        <Records />
      </div>
    </Page>
  );
}
