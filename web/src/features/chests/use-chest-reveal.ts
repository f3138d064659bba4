import { useCallback, useEffect, useRef, useState } from 'react';
import { ChestReveal, type RevealState } from './reveal-clock.ts';

const waiting: RevealState = { stage: 'closed', opened: [] };

/**
 * Runs the reveal clock for `count` cards while mounted; null keeps the chest closed and the clock
 * stopped (the items have not arrived yet). `flip` turns a card.
 */
export function useChestReveal(count: number | null) {
  const [state, setState] = useState<RevealState>(waiting);
  const clock = useRef<ChestReveal | null>(null);
  useEffect(() => {
    if (count === null) return;
    const reveal = new ChestReveal(count, { onChange: setState });
    clock.current = reveal;
    reveal.start();
    return () => {
      reveal.dispose();
      clock.current = null;
    };
  }, [count]);
  const flip = useCallback((index: number) => clock.current?.flip(index), []);
  return { ...state, flip };
}
