/**
 * Pauses an element's endless idle animations while nobody can see them: the element is out of view
 * (IntersectionObserver) or the tab is hidden. It sets `data-paused` on the element, which the
 * element's CSS turns into `animation-play-state: paused`; an attribute rather than a class, so
 * React's own className updates never undo it.
 */
import { type RefObject, useEffect, useRef } from 'react';
import { observeVisible, onVisibilityChange } from './visibility.ts';

export function useIdlePause<T extends Element>(): RefObject<T | null> {
  const ref = useRef<T | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let inView = true;
    let shown = document.visibilityState === 'visible';
    const apply = () => el.toggleAttribute('data-paused', !(inView && shown));
    apply();
    const stopObserving = observeVisible(el, (visible) => {
      inView = visible;
      apply();
    });
    const stopListening = onVisibilityChange(document, (visible) => {
      shown = visible;
      apply();
    });
    return () => {
      stopObserving();
      stopListening();
    };
  }, []);
  return ref;
}
