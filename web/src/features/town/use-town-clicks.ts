import { useCallback, useEffect, useRef } from 'react';
import { PROGRESS_CAPS } from '../../../../domain/progress.ts';
import { countOf, type Me } from '../../lib/me.ts';
import { playSound } from '../../lib/sound/sound.ts';
import { ClickCounter, type ClickableKey, type ClickResult } from './click-counter.ts';

export type ClickFeedback = ClickResult & { key: ClickableKey; target: number };

/**
 * Wires the map's clickables to their counters: each click plays its sound (faster as a burst goes
 * on), the count is saved after a quiet second, and reaching the target saves at once, adds a tada
 * (one per completion, up to its cap) and plays the fanfare.
 */
export function useTownClicks(me: Me | null, onClick: (feedback: ClickFeedback) => void) {
  const counters = useRef(new Map<ClickableKey, ClickCounter>());
  const latest = useRef(me);
  latest.current = me;

  const counterFor = useCallback((key: ClickableKey) => {
    let counter = counters.current.get(key);
    if (!counter) {
      counter = new ClickCounter(key, countOf(latest.current, key), {
        save: (k, total) => void latest.current?.save([{ key: k, value: total }]),
        complete: (k, total) => {
          const tada = Math.min(PROGRESS_CAPS.tada ?? 1, countOf(latest.current, 'tada') + 1);
          void latest.current?.save([{ key: k, value: total }, { key: 'tada', value: tada }]);
          playSound('tada');
        },
      });
      counters.current.set(key, counter);
    }
    return counter;
  }, []);

  // The server's answer may clamp a count (the human-rate rule); idle counters follow it.
  const values = me?.values;
  useEffect(() => {
    for (const [key, counter] of counters.current) counter.sync(typeof values?.[key] === 'number' ? values[key] : 0);
  }, [values]);

  // What waits for a click's quiet second is saved when the town goes: leaving it, and the page hidden
  // or going away (a reload, a closed tab). React runs no cleanup on unload, and before the listeners
  // such clicks were lost; now the count goes to the save queue at once, which keeps it through the
  // reload and sends it as the page goes (MeProvider). In the capture phase, so they run before
  // MeProvider's own listener, whatever mounted first.
  useEffect(() => {
    const all = counters.current;
    const flushAll = () => {
      for (const counter of all.values()) counter.flush();
    };
    const onHide = () => document.visibilityState === 'hidden' && flushAll();
    document.addEventListener('visibilitychange', onHide, { capture: true });
    window.addEventListener('pagehide', flushAll, { capture: true });
    return () => {
      document.removeEventListener('visibilitychange', onHide, { capture: true });
      window.removeEventListener('pagehide', flushAll, { capture: true });
      for (const counter of all.values()) counter.dispose();
      all.clear();
    };
  }, []);

  return useCallback(
    (key: ClickableKey) => {
      const counter = counterFor(key);
      const result = counter.click();
      if (!result.completed) playSound(counter.rule.sound, { rate: result.rate });
      onClick({ ...result, key, target: counter.rule.target });
    },
    [counterFor, onClick],
  );
}
