import { PAGES } from '../../../../../domain/routes.ts';
import { Page } from '../../../components/page.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useNews } from '../../../lib/news-query.ts';
import { dateLabel } from '../../../lib/date-label.ts';
import { PageTop } from '../../../components/page-top.tsx';
import { Leaderboards } from './leaderboards.tsx';
import './board-page.css';
import { LoadFailed } from '../../../components/load-failed.tsx';

/** The bulletin board (`/board`), public: the leaderboards and the town's notices, newest first. */
export function BoardPage() {
  const { background, title } = PAGES.board;
  return (
    <Page background={background} title={title}>
      <PageTop page="board" />
      <div className="page__body board__body">
        <Leaderboards />
        <Notices />
      </div>
    </Page>
  );
}

function Notices() {
  const news = useNews();
  return (
    <section className="board__notices" aria-label="Notices">
      <p className="page__pill" aria-hidden="true">
        Notices
      </p>
      {news.isPending ? (
        <p className="board__status" role="status">
          Fetching the notices…
        </p>
      ) : news.isError ? (
        <LoadFailed className="board__status" message="The notices could not be loaded." onRetry={() => void news.refetch()} />
      ) : news.data.length === 0 ? (
        <EmptyState title="The board is bare">No notices are pinned up yet.</EmptyState>
      ) : (
        <ul className="board__notes">
          {news.data.map((item) => (
            <li key={item.id} className="board__note card">
              <img src={item.thumbnail_url} alt="" width={96} height={96} loading="lazy" />
              <div>
                <time dateTime={item.created_at}>{dateLabel(item.created_at)}</time>
                <h2>{item.name}</h2>
                <p>{item.description}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
