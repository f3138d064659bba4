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
import { afterFirstScreen, firstScreenOver } from './after-first-screen.ts';
import { observeVisible, onVisibilityChange } from './visibility.ts';

/** Looks this many times, a couple of frames apart, for start times Chromium has not resolved yet. */
const MAX_LOOKS = 10;

export interface IdleAnimationOptions {
  /**
   * Whether the scene, drawn with `data-paused`, stays still until the page's first screen is over
   * (lib/after-first-screen.ts); drawn later, on a change of page, it moves at once. The town map's some
   * 30 endless animations, started with the page, each had the compositor take a layer of its own while
   * the page was still being drawn, and starting them was a main-thread task of 9-40 ms of its own
   * (Lighthouse traces, issue 18). Waking them after it: the start-up's main-thread time 3-7% lower with
   * the CPU slowed 4x and 16x, its layouts 17 -> 10 at 16x (median of 6-8 loads, alternating builds).
   */
  wakeAfterFirstScreen?: boolean;
}

export function useIdleAnimations<T extends Element>({ wakeAfterFirstScreen = false }: IdleAnimationOptions = {}): RefObject<T | null> {
  const ref = useRef<T | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let awake = !wakeAfterFirstScreen || firstScreenOver();
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
      const paused = !(awake && inView && shown);
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
    const stopWaiting = awake
      ? () => {}
      : afterFirstScreen(() => {
          awake = true;
          apply();
        });
    return () => {
      stopWaiting();
      cancelAnimationFrame(frame);
      stopStarts();
      stopObserving();
      stopListening();
    };
  }, [wakeAfterFirstScreen]);
  return ref;
}
