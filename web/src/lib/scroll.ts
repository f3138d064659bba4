import { SCROLL_HINT_PX, TIMINGS } from '../../../domain/timings.ts';
import { debounce } from './debounce.ts';

/** The horizontal scroll measurements of an element; any `HTMLElement` satisfies it. */
export type HorizontalScroll = {
  readonly scrollLeft: number;
  readonly scrollWidth: number;
  readonly clientWidth: number;
};

/** What `onScrollSettled` needs from an element; any `HTMLElement` satisfies it. */
export interface ScrollTarget {
  addEventListener(type: 'scroll', listener: () => void): void;
  removeEventListener(type: 'scroll', listener: () => void): void;
}

/** Whether a horizontal carousel is within `threshold` px of its start and of its end. */
export function scrollHints(
  el: HorizontalScroll,
  threshold: number = SCROLL_HINT_PX,
): { atStart: boolean; atEnd: boolean } {
  // Right-to-left scrollers report negative scrollLeft; the distance from the start is what counts.
  const fromStart = Math.abs(el.scrollLeft);
  const toEnd = el.scrollWidth - el.clientWidth - fromStart;
  return { atStart: fromStart <= threshold, atEnd: toEnd <= threshold };
}

/** The index of the item nearest the start of a carousel of equal-width items. */
export function scrollIndex(scrollLeft: number, itemWidth: number): number {
  if (!(itemWidth > 0)) return 0;
  return Math.round(Math.abs(scrollLeft) / itemWidth);
}

/** Calls `cb` once scrolling has stopped for `ms` (500 by default); returns unsubscribe. */
export function onScrollSettled(
  el: ScrollTarget,
  cb: () => void,
  ms: number = TIMINGS.scrollSettle,
): () => void {
  const settle = debounce(cb, ms);
  el.addEventListener('scroll', settle);
  return () => {
    el.removeEventListener('scroll', settle);
    settle.cancel();
  };
}
