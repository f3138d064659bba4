import { useSyncExternalStore } from 'react';
import { TIMINGS } from '../../../domain/timings.ts';
import { debounce } from './debounce.ts';

/** A window's inner size in CSS pixels. */
export type WindowSize = { readonly width: number; readonly height: number };

/** What the tracker needs from a window; the real `window` satisfies it. */
export interface ResizeTarget {
  readonly innerWidth: number;
  readonly innerHeight: number;
  addEventListener(type: 'resize', listener: () => void): void;
  removeEventListener(type: 'resize', listener: () => void): void;
}

function readSize(target: ResizeTarget): WindowSize {
  return { width: target.innerWidth, height: target.innerHeight };
}

function sameSize(a: WindowSize, b: WindowSize): boolean {
  return a.width === b.width && a.height === b.height;
}

/** Reports the new size `waitMs` after the last resize event, if it changed; returns unsubscribe. */
export function trackWindowSize(
  target: ResizeTarget,
  onChange: (size: WindowSize) => void,
  waitMs: number = TIMINGS.windowResize,
): () => void {
  let last = readSize(target);
  // Resize fires on every animation frame while dragging; layouts only need the final size.
  const settle = debounce(() => {
    const next = readSize(target);
    if (sameSize(next, last)) return;
    last = next;
    onChange(next);
  }, waitMs);
  target.addEventListener('resize', settle);
  return () => {
    target.removeEventListener('resize', settle);
    settle.cancel();
  };
}

/** A cached, subscribable window size in the shape `useSyncExternalStore` expects. */
export function createWindowSizeStore(target: ResizeTarget, waitMs: number = TIMINGS.windowResize) {
  let size = readSize(target);
  const listeners = new Set<() => void>();
  let stop: (() => void) | undefined;

  const subscribe = (listener: () => void) => {
    if (listeners.size === 0) {
      // The window may have been resized while nobody was listening.
      const current = readSize(target);
      if (!sameSize(current, size)) size = current;
      stop = trackWindowSize(
        target,
        (next) => {
          size = next;
          for (const notify of listeners) notify();
        },
        waitMs,
      );
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size > 0) return;
      stop?.();
      stop = undefined;
    };
  };

  return { subscribe, getSnapshot: (): WindowSize => size };
}

// One store for the whole app, so every component shares a single resize listener and snapshot.
let windowStore: ReturnType<typeof createWindowSizeStore> | undefined;

/** The browser window's size, updated 300 ms after resizing stops. */
export function useWindowSize(): WindowSize {
  windowStore ??= createWindowSizeStore(window);
  return useSyncExternalStore(windowStore.subscribe, windowStore.getSnapshot);
}
