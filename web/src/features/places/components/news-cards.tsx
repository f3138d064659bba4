import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useNews } from '../../../lib/news-query.ts';

const dateLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The town's news, newest first, as cards: loading, empty and error states included. */
export function NewsCards({ headingId }: { headingId: string }) {
  const news = useNews();
  if (news.isPending) {
    return (
      <div className="news-cards" role="status" aria-label="Loading news">
        {[0, 1, 2].map((i) => (
          <div key={i} className="news-card news-card--loading card" aria-hidden="true">
            <span className="news-card__thumb" />
            <span className="news-card__text">
              <span className="news-card__line" />
              <span className="news-card__line" />
              <span className="news-card__line news-card__line--short" />
            </span>
          </div>
        ))}
      </div>
    );
  }
  if (news.isError) {
    return (
      <EmptyState title="The news did not arrive" action={<Button variant="secondary" onClick={() => void news.refetch()}>Try again</Button>}>
        {news.error.message}
      </EmptyState>
    );
  }
  if (news.data.length === 0) {
    return <EmptyState title="No news yet">The presses are quiet. Check back soon.</EmptyState>;
  }
  return (
    <ul className="news-cards" aria-labelledby={headingId}>
      {news.data.map((item) => (
        <li key={item.id} className="news-card card">
          <img className="news-card__thumb" src={item.thumbnail_url} alt="" width={120} height={120} loading="lazy" />
          <div className="news-card__text">
            <time className="news-card__date" dateTime={item.created_at}>{dateLabel.format(new Date(item.created_at))}</time>
            <h3 className="news-card__title">{item.name}</h3>
            <p className="news-card__body">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
