/** The edges of a box in viewport coordinates; a `DOMRect` satisfies it. */
export type Box = {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
};

/** The viewport's size in CSS pixels. */
export type Viewport = { readonly width: number; readonly height: number };

/** What `onVisibilityChange` needs from a document; the real `document` satisfies it. */
export interface VisibilitySource {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/** The part of an IntersectionObserver entry that `observeVisible` reads. */
export type VisibilityEntry = Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio'>;

/** An IntersectionObserver constructor, narrowed to what `observeVisible` uses. */
export type ObserverConstructor = new (
  callback: (entries: VisibilityEntry[]) => void,
  options?: IntersectionObserverInit,
) => Pick<IntersectionObserver, 'observe' | 'disconnect'>;

/** Whether any part of `rect` overlaps the viewport grown by `margin` px on every side. */
export function isInViewport(rect: Box, viewport: Viewport, margin = 0): boolean {
  return (
    rect.bottom > -margin &&
    rect.right > -margin &&
    rect.top < viewport.height + margin &&
    rect.left < viewport.width + margin
  );
}

/** Calls `cb(visible)` whenever the page is shown or hidden; returns unsubscribe. */
export function onVisibilityChange(doc: VisibilitySource, cb: (visible: boolean) => void): () => void {
  const listener = () => cb(doc.visibilityState === 'visible');
  doc.addEventListener('visibilitychange', listener);
  return () => doc.removeEventListener('visibilitychange', listener);
}

function lowestThreshold(options: IntersectionObserverInit | undefined): number {
  const thresholds = [options?.threshold ?? 0].flat();
  return thresholds.length === 0 ? 0 : Math.min(...thresholds);
}

/** Calls `cb(visible)` as `el` enters or leaves view; a no-op without IntersectionObserver. */
export function observeVisible(
  el: Element,
  cb: (visible: boolean) => void,
  options?: IntersectionObserverInit,
  Observer: ObserverConstructor | undefined = globalThis.IntersectionObserver,
): () => void {
  if (!Observer) return () => {};
  const threshold = lowestThreshold(options);
  const observer = new Observer((entries) => {
    const latest = entries.at(-1);
    if (!latest) return;
    // isIntersecting stays true while dropping back below a non-zero threshold, so check the ratio too.
    cb(latest.isIntersecting && latest.intersectionRatio >= threshold);
  }, options);
  observer.observe(el);
  return () => observer.disconnect();
}
