import { PAGES } from '../../../../../domain/routes.ts';
import { Page } from '../../../components/page.tsx';
import { PleaseWait } from '../../../components/please-wait.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useNews } from '../api/get-news.ts';
import './board-page.css';

const dateLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The bulletin board (`/board`), public: the town's notices pinned up, newest first. */
export function BoardPage() {
  const news = useNews();
  const { background, title } = PAGES.board;
  return (
    <Page background={background} title={title}>
      <header className="page__header">
        <h1 className="page__title">{title}</h1>
        <p className="page__lead">Notices from around town.</p>
      </header>
      <div className="page__body">
        {news.isPending ? <PleaseWait /> : null}
        {news.data?.length === 0 ? <EmptyState title="The board is bare">No notices are pinned up yet.</EmptyState> : null}
        <ul className="board__notes">
          {news.data?.map((item) => (
            <li key={item.id} className="board__note card">
              <img src={item.thumbnail_url} alt="" width={96} height={96} loading="lazy" />
              <div>
                <time dateTime={item.created_at}>{dateLabel.format(new Date(item.created_at))}</time>
                <h2>{item.name}</h2>
                <p>{item.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Page>
  );
}
