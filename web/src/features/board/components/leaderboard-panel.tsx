import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { isKvKey } from '../../../../../domain/progress.ts';
import { countOf, useMe } from '../../../lib/me.ts';
import { BOARD_SIZE, useLeaderboard, type LeaderboardEntry } from '../../../lib/leaderboard-query.ts';
import { emptyBoardText } from '../leaderboard-texts.ts';
import { isTied, ownStanding } from '../own-standing.ts';
import { scrollBehavior } from '../../../lib/scroll-behavior.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import '../../../components/loading-sweep.css';

interface LeaderboardPanelProps {
  boardKey: string;
  label: string;
  id: string;
  labelledBy: string;
}

/**
 * One board: rank, explorer (linking to their page) and count, ties sharing a rank. The signed-in
 * player's row is highlighted; when it is scrolled out of sight or below the top 100, a 'You' row
 * under the list says where they stand.
 */
export function LeaderboardPanel({ boardKey, label, id, labelledBy }: LeaderboardPanelProps) {
  const board = useLeaderboard(boardKey);
  const me = useMe();
  const ownValue = isKvKey(boardKey) ? countOf(me, boardKey) : 0;
  const entries = board.data?.entries ?? [];
  const standing = ownStanding(entries, me?.slug, ownValue, BOARD_SIZE);

  return (
    <div id={id} role="tabpanel" aria-labelledby={labelledBy} className="leaderboard-panel" tabIndex={0}>
      {board.isPending ? (
        <BoardLoading label={label} />
      ) : board.isError ? (
        <LoadFailed className="leaderboard-panel__note" message={`The ${label} board could not be loaded.`} onRetry={() => void board.refetch()} />
      ) : entries.length === 0 ? (
        <div className="leaderboard-panel__note">
          <p className="leaderboard-panel__empty">{emptyBoardText(boardKey, label)}</p>
          {me ? <p>Be the first!</p> : null}
        </div>
      ) : (
        <Rows entries={entries} ownIndex={standing?.kind === 'listed' ? standing.index : -1} beyondValue={standing?.kind === 'beyond' ? standing.value : null} label={label} />
      )}
    </div>
  );
}

function Rows({ entries, ownIndex, beyondValue, label }: { entries: LeaderboardEntry[]; ownIndex: number; beyondValue: number | null; label: string }) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const ownRowRef = useRef<HTMLTableRowElement>(null);
  const [ownInView, setOwnInView] = useState(true);

  // Only the list scrolls, so "in view" means visible inside it.
  useEffect(() => {
    const row = ownRowRef.current;
    const scroller = scrollerRef.current;
    if (!row || !scroller) return;
    const observer = new IntersectionObserver(([seen]) => setOwnInView(Boolean(seen?.isIntersecting)), { root: scroller, threshold: 0.6 });
    observer.observe(row);
    return () => observer.disconnect();
  }, [ownIndex, entries]);

  const own = entries[ownIndex];
  const showMe = () => {
    const row = ownRowRef.current;
    const scroller = scrollerRef.current;
    if (!row || !scroller) return;
    scroller.scrollTo({ top: row.offsetTop - scroller.clientHeight / 2, behavior: scrollBehavior() });
    row.querySelector<HTMLElement>('a')?.focus({ preventScroll: true });
  };

  return (
    <>
      <div ref={scrollerRef} className="leaderboard-panel__scroller">
        <table className="leaderboard-table">
          <caption className="visually-hidden">{label}: top explorers</caption>
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Explorer</th>
              <th scope="col" className="leaderboard-table__value">
                Score
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, i) => {
              const tied = isTied(entries, i);
              const mine = i === ownIndex;
              return (
                <tr key={entry.slug} ref={mine ? ownRowRef : undefined} className={mine ? 'leaderboard-table__row--me' : undefined} aria-current={mine || undefined}>
                  <td>
                    <span className={`leaderboard-table__rank leaderboard-table__rank--${entry.rank <= 3 ? entry.rank : 'other'}`}>
                      {tied ? <span aria-hidden="true">=</span> : null}
                      {entry.rank}
                      {tied ? <span className="visually-hidden"> (tied)</span> : null}
                    </span>
                  </td>
                  <td className="leaderboard-table__name">
                    <Link to={`/${entry.slug}`}>{entry.username}</Link>
                    {mine ? <span className="leaderboard-table__you">You</span> : null}
                  </td>
                  <td className="leaderboard-table__value">{entry.value}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {own && !ownInView ? (
        <div className="leaderboard-panel__you">
          <span className="leaderboard-panel__you-tag">You</span>
          <span>
            Rank {own.rank} with {own.value}
          </span>
          <button type="button" className="leaderboard-panel__show-me" onClick={showMe}>
            Show me
          </button>
        </div>
      ) : null}
      {beyondValue !== null ? (
        <div className="leaderboard-panel__you">
          <span className="leaderboard-panel__you-tag">You</span>
          <span>Outside the top {BOARD_SIZE} with {beyondValue}. Keep going!</span>
        </div>
      ) : null}
    </>
  );
}

function BoardLoading({ label }: { label: string }) {
  return (
    <div className="leaderboard-panel__loading" role="status">
      <span className="visually-hidden">Loading the {label} board…</span>
      {[0, 1, 2, 3, 4].map((i) => (
        <span key={i} className="leaderboard-panel__skeleton loading-sweep" aria-hidden="true" />
      ))}
    </div>
  );
}
