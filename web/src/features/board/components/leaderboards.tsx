import { useId, useMemo, useState } from 'react';
import { useLeaderboards } from '../api/get-leaderboards.ts';
import { inSpecOrder } from '../board-order.ts';
import { LeaderboardPanel } from './leaderboard-panel.tsx';
import { LeaderboardTabs } from './leaderboard-tabs.tsx';
import './leaderboards.css';
import { LoadFailed } from '../../../components/load-failed.tsx';

/** The town's leaderboards (one tab per board, SPEC section 9's labels), on the bulletin board. */
export function Leaderboards() {
  const boards = useLeaderboards();
  const baseId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const tabs = useMemo(() => inSpecOrder(boards.data ?? []), [boards.data]);
  const current = tabs.find((t) => t.key === chosen) ?? tabs[0];
  const tabId = (key: string) => `${baseId}tab-${key}`;
  const panelId = `${baseId}panel`;

  return (
    <section className="leaderboards card" aria-labelledby={`${baseId}heading`}>
      <h2 id={`${baseId}heading`} className="leaderboards__heading">
        Leaderboards
      </h2>
      {boards.isPending ? (
        <p className="leaderboards__note leaderboards__note--pending" role="status">
          Pinning up the leaderboards…
        </p>
      ) : boards.isError ? (
        <LoadFailed className="leaderboards__note" message="The leaderboards could not be loaded." onRetry={() => void boards.refetch()} />
      ) : !current ? (
        <p className="leaderboards__note">There are no leaderboards yet.</p>
      ) : (
        <>
          <LeaderboardTabs tabs={tabs} selected={current.key} onSelect={setChosen} tabId={tabId} panelId={panelId} />
          <LeaderboardPanel key={current.key} boardKey={current.key} label={current.label} id={panelId} labelledBy={tabId(current.key)} />
        </>
      )}
    </section>
  );
}
