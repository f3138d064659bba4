import { describe, expect, test } from 'bun:test';
import {
  isInViewport,
  observeVisible,
  onVisibilityChange,
  type Box,
  type ObserverConstructor,
  type VisibilityEntry,
  type VisibilitySource,
} from './visibility.ts';

// Type-level checks that the real DOM fits; never called.
const documentFits = (d: Document): VisibilitySource => d;
const rectFits = (r: DOMRect): Box => r;
const observerFits = (o: typeof IntersectionObserver): ObserverConstructor => o;
void documentFits;
void rectFits;
void observerFits;

describe('isInViewport', () => {
  const viewport = { width: 800, height: 600 };
  const box = (top: number, left: number, size = 100): Box => ({
    top,
    left,
    bottom: top + size,
    right: left + size,
  });

  test('a box inside or partly inside is in view', () => {
    expect(isInViewport(box(100, 100), viewport)).toBe(true);
    expect(isInViewport(box(-99, -99), viewport)).toBe(true);
    expect(isInViewport(box(599, 799), viewport)).toBe(true);
  });

  test('a box only touching an edge is out of view', () => {
    expect(isInViewport(box(-100, 100), viewport)).toBe(false);
    expect(isInViewport(box(100, -100), viewport)).toBe(false);
    expect(isInViewport(box(600, 100), viewport)).toBe(false);
    expect(isInViewport(box(100, 800), viewport)).toBe(false);
  });

  test('a margin grows the viewport on every side', () => {
    expect(isInViewport(box(649, 100), viewport, 50)).toBe(true);
    expect(isInViewport(box(650, 100), viewport, 50)).toBe(false);
    expect(isInViewport(box(-149, 100), viewport, 50)).toBe(true);
    expect(isInViewport(box(-150, 100), viewport, 50)).toBe(false);
    expect(isInViewport(box(100, 849), viewport, 50)).toBe(true);
    expect(isInViewport(box(100, -150), viewport, 50)).toBe(false);
  });

  test('a negative margin shrinks it', () => {
    expect(isInViewport(box(560, 100), viewport, -50)).toBe(false);
  });
});

describe('onVisibilityChange', () => {
  class FakeDocument implements VisibilitySource {
    visibilityState: DocumentVisibilityState = 'visible';
    readonly listeners = new Set<() => void>();
    addEventListener(_type: 'visibilitychange', listener: () => void) {
      this.listeners.add(listener);
    }
    removeEventListener(_type: 'visibilitychange', listener: () => void) {
      this.listeners.delete(listener);
    }
    become(state: DocumentVisibilityState) {
      this.visibilityState = state;
      for (const listener of this.listeners) listener();
    }
  }

  test('reports whether the page is visible after each change', () => {
    const doc = new FakeDocument();
    const seen: boolean[] = [];
    onVisibilityChange(doc, (visible) => seen.push(visible));
    expect(seen).toEqual([]);
    doc.become('hidden');
    doc.become('visible');
    expect(seen).toEqual([false, true]);
  });

  test('unsubscribe stops the reports', () => {
    const doc = new FakeDocument();
    const seen: boolean[] = [];
    const stop = onVisibilityChange(doc, (visible) => seen.push(visible));
    stop();
    doc.become('hidden');
    expect(seen).toEqual([]);
    expect(doc.listeners.size).toBe(0);
  });
});

describe('observeVisible', () => {
  /** Records what observeVisible does with an observer and lets the test deliver entries. */
  function fakeObserver() {
    const log: string[] = [];
    let deliver: (entries: VisibilityEntry[]) => void = () => {};
    let seenOptions: IntersectionObserverInit | undefined;
    const Observer: ObserverConstructor = class {
      constructor(callback: (entries: VisibilityEntry[]) => void, options?: IntersectionObserverInit) {
        deliver = callback;
        seenOptions = options;
      }
      observe(target: Element) {
        log.push(`observe ${String((target as unknown as { id: string }).id)}`);
      }
      disconnect() {
        log.push('disconnect');
      }
    };
    return { Observer, log, deliver: (e: VisibilityEntry[]) => deliver(e), options: () => seenOptions };
  }
  const el = { id: 'hero' } as unknown as Element;

  test('observes the element and reports the latest entry', () => {
    const fake = fakeObserver();
    const seen: boolean[] = [];
    observeVisible(el, (visible) => seen.push(visible), { rootMargin: '10px' }, fake.Observer);
    expect(fake.log).toEqual(['observe hero']);
    expect(fake.options()).toEqual({ rootMargin: '10px' });
    fake.deliver([{ isIntersecting: true, intersectionRatio: 0.2 }]);
    fake.deliver([
      { isIntersecting: true, intersectionRatio: 0.2 },
      { isIntersecting: false, intersectionRatio: 0 },
    ]);
    fake.deliver([]);
    expect(seen).toEqual([true, false]);
  });

  test('below the lowest threshold counts as not visible even while intersecting', () => {
    const fake = fakeObserver();
    const seen: boolean[] = [];
    observeVisible(el, (visible) => seen.push(visible), { threshold: [0.75, 0.5] }, fake.Observer);
    fake.deliver([{ isIntersecting: true, intersectionRatio: 0.5 }]);
    fake.deliver([{ isIntersecting: true, intersectionRatio: 0.49 }]);
    expect(seen).toEqual([true, false]);
  });

  test('unsubscribe disconnects', () => {
    const fake = fakeObserver();
    const stop = observeVisible(el, () => {}, undefined, fake.Observer);
    stop();
    expect(fake.log).toEqual(['observe hero', 'disconnect']);
  });

  test('without IntersectionObserver it is a no-op', () => {
    expect(globalThis.IntersectionObserver).toBeUndefined();
    const seen: boolean[] = [];
    const stop = observeVisible(el, (visible) => seen.push(visible));
    expect(() => stop()).not.toThrow();
    expect(seen).toEqual([]);
  });
});
