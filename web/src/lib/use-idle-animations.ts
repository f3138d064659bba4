/**
 * The life of an idle scene (the town map, the login banner): its endless animations pause while
 * nobody can see them, the element being out of view (IntersectionObserver) or the tab hidden, and
 * while they run they move on the shared 12-frames-a-second grid of ambient-frames.ts.
 * Pausing sets `data-paused` on the element, which the element's CSS turns into
 * `animation-play-state: paused`; an attribute rather than a class, so React's own className updates
 * never undo it. A resumed animation restarts off the grid, so it is lined up again.
 */
import { type RefObject, useEffect, useRef } from 'react';
import { addAnimationStartListener } from './animation-events.ts';
import { stepAmbientAnimations } from './ambient-frames.ts';
import { observeVisible, onVisibilityChange } from './visibility.ts';

/** Looks this many times, a couple of frames apart, for start times Chromium has not resolved yet. */
const MAX_LOOKS = 10;

export function useIdleAnimations<T extends Element>(): RefObject<T | null> {
  const ref = useRef<T | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let inView = true;
    let shown = document.visibilityState === 'visible';
    let frame = 0;
    let looks = 0;
    // Two frames on, a new or resumed animation has started and has its start time.
    const step = () => {
      if (frame || typeof el.getAnimations !== 'function') return;
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => {
          frame = 0;
          if (stepAmbientAnimations(el)) looks = 0;
          else if (++looks < MAX_LOOKS) step();
        });
      });
    };
    const apply = () => {
      const paused = !(inView && shown);
      el.toggleAttribute('data-paused', paused);
      if (!paused) step();
    };
    apply();
    const stopStarts = addAnimationStartListener(el, step);
    const stopObserving = observeVisible(el, (visible) => {
      inView = visible;
      apply();
    });
    const stopListening = onVisibilityChange(document, (visible) => {
      shown = visible;
      apply();
    });
    return () => {
      cancelAnimationFrame(frame);
      stopStarts();
      stopObserving();
      stopListening();
    };
  }, []);
  return ref;
}
