import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNews } from '../lib/news-query.ts';
import { dateLabel } from '../lib/date-label.ts';
import { onScrollSettled, scrollIndex } from '../lib/scroll.ts';
import { ArrowLeftIcon, ArrowRightIcon } from './art/icons.tsx';
import { scrollBehavior } from '../lib/scroll-behavior.ts';
import './loading-sweep.css';
import './news-carousel.css';

/** How many stories the menu shows; older ones live on the board. */
const SHOWN = 6;

/**
 * The main menu's news carousel (SPEC section 2): the newest stories first, one card at a time,
 * each with its date label. Swipe or scroll it, use the arrows or dots, or the arrow keys on it.
 */
export function NewsCarousel() {
  const news = useNews();
  const headingId = useId();
  return (
    <section className="news-carousel" aria-roledescription="carousel" aria-labelledby={headingId}>
      <h3 id={headingId} className="news-carousel__heading">
        News
      </h3>
      {news.isPending ? (
        <div className="news-carousel__note news-carousel__note--loading" role="status">
          <span className="news-carousel__shimmer loading-sweep" aria-hidden="true" />
          Fetching the latest news…
        </div>
      ) : news.isError ? (
        <div className="news-carousel__note" role="alert">
          The news could not be loaded.{' '}
          <button type="button" className="news-carousel__retry" onClick={() => void news.refetch()}>
            Try again
          </button>
        </div>
      ) : news.data.length === 0 ? (
        <p className="news-carousel__note">No news yet. Check back soon!</p>
      ) : (
        <Slides items={news.data.slice(0, SHOWN)} />
      )}
    </section>
  );
}

type NewsItem = NonNullable<ReturnType<typeof useNews>['data']>[number];

function Slides({ items }: { items: NewsItem[] }) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const last = items.length - 1;

  // Swipes and wheel scrolls land wherever the snap puts them; read the index once they settle.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    return onScrollSettled(track, () => setIndex(Math.min(last, scrollIndex(track.scrollLeft, track.clientWidth))));
  }, [last]);

  const go = (next: number) => {
    const track = trackRef.current;
    const target = Math.max(0, Math.min(last, next));
    setIndex(target);
    if (!track) return;
    track.scrollTo({ left: target * track.clientWidth, behavior: scrollBehavior() });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: last };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    go(next);
  };

  return (
    <>
      <div className="news-carousel__arrows">
        {/* aria-disabled, not disabled: a button that vanishes from the tab order would drop the focus. */}
        <button type="button" className="news-carousel__arrow" aria-label="Previous story" aria-disabled={index === 0} onClick={() => go(index - 1)}>
          <ArrowLeftIcon size={20} />
        </button>
        <button type="button" className="news-carousel__arrow" aria-label="Next story" aria-disabled={index === last} onClick={() => go(index + 1)}>
          <ArrowRightIcon size={20} />
        </button>
      </div>
      {/* The track itself takes focus so arrow keys work without a pointer. */}
      <ul ref={trackRef} className="news-carousel__track" tabIndex={0} aria-label="News stories, use the arrow keys to move" aria-live="polite" onKeyDown={onKeyDown}>
        {items.map((item, i) => (
          <li key={item.id} className="news-carousel__slide" aria-roledescription="slide" aria-label={`${i + 1} of ${items.length}`} aria-hidden={i !== index || undefined}>
            <article className="news-carousel__card">
              <img className="news-carousel__thumb" src={item.thumbnail_url} alt="" width={72} height={72} loading="lazy" />
              <div className="news-carousel__text">
                <time className="news-carousel__date" dateTime={item.created_at}>
                  {dateLabel(item.created_at)}
                </time>
                <h4 className="news-carousel__title">{item.name}</h4>
                <p className="news-carousel__description">{item.description}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {items.length > 1 ? (
        <div className="news-carousel__dots" role="group" aria-label="Choose a story">
          {items.map((item, i) => (
            <button
              key={item.id}
              type="button"
              className="news-carousel__dot"
              aria-label={`Story ${i + 1}: ${item.name}`}
              aria-current={i === index || undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
      ) : null}
    </>
  );
}
