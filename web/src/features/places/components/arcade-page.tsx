import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { PAGES } from '../../../../../domain/routes.ts';
import { Page } from '../../../components/page.tsx';
import { countOf, useMe } from '../../../lib/me.ts';
import { CHALLENGES, standing, type Challenge } from '../challenges.ts';
import { ArcadeSign } from './arcade-sign.tsx';
import { ChallengeIcon } from './challenge-icons.tsx';
import './places.css';
import './arcade-page.css';

/** Cabinet colours, round the row. */
const COLOURS = ['#c23b2f', '#2d5bd3', '#2f7a3c', '#6f45a3', '#b85a16'];

function Cabinet({ challenge, count, index }: { challenge: Challenge; count: number | null; index: number }) {
  const s = standing(count ?? 0, challenge.target);
  const titleId = `cabinet-${challenge.key}`;
  return (
    <li>
      <article
        className={`cabinet${s.done ? ' cabinet--done' : ''}`}
        style={{ '--cab': COLOURS[index % COLOURS.length] } as CSSProperties}
        aria-labelledby={titleId}
        data-key={challenge.key}
      >
        <h3 id={titleId} className="cabinet__marquee">{challenge.name}</h3>
        <div className="cabinet__screen">
          <ChallengeIcon challenge={challenge.key} />
          <p className="cabinet__score">
            {count === null ? '–' : s.shown}
            <span className="cabinet__target"> / {challenge.target}</span>
          </p>
          <div className="cabinet__bar" aria-hidden="true">
            <span style={{ width: `${s.ratio * 100}%` }} />
          </div>
          <p className="cabinet__state">{count === null ? 'Loading…' : s.done ? 'Cleared!' : `${s.toGo} to go`}</p>
        </div>
        <div className="cabinet__panel" aria-hidden="true">
          <span className="cabinet__stick" />
          <span className="cabinet__btn" />
          <span className="cabinet__btn cabinet__btn--b" />
        </div>
        <p className="cabinet__where">{challenge.where}</p>
        <p className="cabinet__board">Board: {challenge.board}</p>
        <Link className="cabinet__play" to={challenge.path}>
          {challenge.path === '/' ? 'Find it in town' : 'Go to the workshop'}
          <span className="visually-hidden"> ({challenge.name})</span>
        </Link>
      </article>
    </li>
  );
}

/** The arcade (`/arcade`): every challenge in town as a cabinet with the player's own count. */
export function ArcadePage() {
  const { background, title } = PAGES.arcade;
  const me = useMe();
  const cleared = me ? CHALLENGES.filter((c) => standing(countOf(me, c.key), c.target).done).length : null;
  const tadas = countOf(me, 'tada');
  return (
    <Page background={background} title={title} className="places arcade">
      <header className="page__header">
        <ArcadeSign />
        <h1 className="page__title">{title}</h1>
        <p className="page__lead">Everything you can poke in town is a game. Here are your scores, one cabinet each.</p>
        {cleared !== null ? (
          <p className="arcade__summary" data-testid="arcade-summary">
            <strong>{cleared}</strong> of {CHALLENGES.length} cleared · <strong>{tadas}</strong> {tadas === 1 ? 'tada' : 'tadas'}
          </p>
        ) : null}
      </header>
      <div className="page__body arcade__body">
        <ul className="arcade__cabinets">
          {CHALLENGES.map((c, i) => (
            <Cabinet key={c.key} challenge={c} index={i} count={me ? countOf(me, c.key) : null} />
          ))}
        </ul>
        <p className="arcade__boards card">
          <span>Who clicks the most? The high-score tables hang on the bulletin board.</span>
          <Link className="button button--primary button--md" to={PAGES.board.path}>High scores on the Board</Link>
        </p>
      </div>
    </Page>
  );
}
