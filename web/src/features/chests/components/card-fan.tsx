import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { softDisabled } from '../../../lib/soft-disabled.ts';
import { cardsPerPage, fanPage, followPage } from '../fan-pages.ts';
import type { RevealItem } from '../reveal-item.ts';
import { RevealCard } from './reveal-card.tsx';
import './reveal-card.css';

export interface CardFanProps {
  items: readonly RevealItem[];
  opened: readonly boolean[];
  onFlip: (index: number) => void;
}

/** How many cards fit side by side in the fan's own width, kept up to date as it changes. */
function usePerPage() {
  const ref = useRef<HTMLDivElement>(null);
  const [perPage, setPerPage] = useState(3);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setPerPage(cardsPerPage(el.clientWidth));
    measure();
    const watch = new ResizeObserver(measure);
    watch.observe(el);
    return () => watch.disconnect();
  }, []);
  return { ref, perPage };
}

/** Turns every card still face down. */
function turnAll(opened: readonly boolean[], onFlip: (index: number) => void) {
  for (const [i, o] of opened.entries()) if (!o) onFlip(i);
}

/**
 * The revealed cards: one card alone in the middle, several spread in a fan (SPEC section 4 "Chest").
 * A haul bigger than fits side by side comes in pages (three cards a page on a phone, five wider), with
 * Previous and Next and a button that turns every card over; the fan follows the cards turning on their own.
 */
export function CardFan({ items, opened, onFlip }: CardFanProps) {
  const n = items.length;
  const { ref, perPage } = usePerPage();
  const [wanted, setWanted] = useState(0);
  const { page, pages, from, to } = fanPage(n, perPage, wanted);
  const fan = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  // Only when cards turn, so paging back to look at turned cards is not undone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: page and perPage are read at the moment a card turns
  useEffect(() => {
    const next = followPage(opened, perPage, page);
    // The card the keyboard is on is about to leave with its page: the keyboard follows the fan.
    if (next !== page && fan.current?.contains(document.activeElement)) refocus.current = true;
    setWanted(next);
  }, [opened]);
  useEffect(() => {
    if (!refocus.current || !fan.current) return;
    refocus.current = false;
    (fan.current.querySelector<HTMLElement>('.reveal-card:not(.reveal-card--opened)') ?? fan.current.querySelector<HTMLElement>('.reveal-card'))?.focus();
  }, [from]);
  const shown = items.slice(from, to);
  const slots = shown.length;
  // A gentle lean, wider for fewer cards; side by side, so no card covers another's name.
  const spread = slots > 1 ? Math.min(5, 12 / (slots - 1)) : 0;
  const left = opened.filter((o) => !o).length;
  return (
    <div ref={ref} className="card-fan-pages">
      <div ref={fan} className={`card-fan${n === 1 ? ' card-fan--single' : ''}`} style={{ '--n': slots } as CSSProperties} data-testid="card-fan">
        {shown.map((item, k) => {
          const i = from + k;
          const offset = k - (slots - 1) / 2;
          const style = {
            '--fan-angle': `${offset * spread}deg`,
            '--fan-drop': `${offset * offset * 4}px`,
            '--fan-delay': `${k * 90}ms`,
          } as CSSProperties;
          return <RevealCard key={item.id} item={item} opened={opened[i] ?? false} position={i + 1} total={n} onFlip={() => onFlip(i)} style={style} />;
        })}
      </div>
      {pages > 1 ? (
        <div className="card-fan-pages__controls">
          <nav className="card-fan-pages__pager" aria-label="Cards">
              <button type="button" className="card-fan-pages__step" aria-label="Previous cards" {...softDisabled(page === 0, () => setWanted(page - 1))}>
                ‹
              </button>
              <span className="card-fan-pages__where">
                {from + 1}–{to} of {n}
              </span>
              <button type="button" className="card-fan-pages__step" aria-label="Next cards" {...softDisabled(page === pages - 1, () => setWanted(page + 1))}>
                ›
              </button>
            </nav>
          {left > 1 ? (
            <button type="button" className="button button--secondary card-fan-pages__all" onClick={() => turnAll(opened, onFlip)}>
              Turn them all over
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
