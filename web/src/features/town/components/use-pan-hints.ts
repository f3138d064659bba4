import { useEffect, useState, type RefObject } from 'react';
import { scrollHints } from '../../../lib/scroll.ts';

/** Whether more of the map lies to the left or right (beyond the 50 px scroll-hint threshold). */
export function usePanHints(ref: RefObject<HTMLElement | null>): { left: boolean; right: boolean } {
  const [hints, setHints] = useState({ left: false, right: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const { atStart, atEnd } = scrollHints(el);
        setHints((h) => (h.left === !atStart && h.right === !atEnd ? h : { left: !atStart, right: !atEnd }));
      });
    };
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [ref]);
  return hints;
}
