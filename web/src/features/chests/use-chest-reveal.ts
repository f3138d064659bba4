import { useCallback, useEffect, useRef, useState } from 'react';
import { ChestReveal, type RevealStage, type RevealState } from './reveal-clock.ts';

/**
 * Runs the reveal clock for `count` cards while mounted; null keeps the clock stopped (the items have
 * not arrived yet). The stage is 'opening' until the clock has started, so the page can tell waiting for
 * the server from the clock's first second. `flip` turns a card.
 */
export function useChestReveal(count: number | null) {
  const [state, setState] = useState<RevealState | null>(null);
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
  const stage: RevealStage | 'opening' = count !== null && state ? state.stage : 'opening';
  return { stage, opened: state?.opened ?? [], flip };
}
