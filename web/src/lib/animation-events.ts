/**
 * React listens on its root, and on each portal's container, for every event type it supports, the
 * CSS animation events included. Nothing in the app handles one (animation-events.test.ts checks), and
 * each costs the page:
 * - `animationiteration`: Chromium runs every CSS animation of a page that has such a listener on the
 *   main thread, with a style recalculation and a layout per frame, so as to dispatch the event on time:
 *   the town's idle life, which it otherwise runs off the main thread, cost about 20 layouts a second
 *   that way (issue 18; bench --only=idle, idle.e2e.ts).
 * - `animationstart`, `animationend`: the town starts some 40 animations as it first draws, and each
 *   event went through React's dispatch: 30 ms of a phone's main thread (4x slowed trace) in its first
 *   frames.
 * So no listener for them is added, but for the one that lines idle scenes up with their frame grid
 * (lib/use-idle-animations.ts), which is added through `addAnimationStartListener`.
 */
const DROPPED = new Set(['animationiteration', 'animationstart', 'animationend']);

/** `EventTarget.prototype.addEventListener` as it was before it was patched; null until then. */
let unfiltered: EventTarget['addEventListener'] | null = null;

/** Listens for `animationstart` on `target` past the patch; returns the function that stops it. */
export function addAnimationStartListener(target: EventTarget, listener: () => void): () => void {
  (unfiltered ?? target.addEventListener).call(target, 'animationstart', listener);
  return () => target.removeEventListener('animationstart', listener);
}

/** Makes `addEventListener` on `proto` (every EventTarget unless told) ignore the CSS animation events. */
export function ignoreAnimationEventListeners(proto: EventTarget = EventTarget.prototype): void {
  const add = proto.addEventListener;
  if ((add as { ignoresAnimationEvents?: true }).ignoresAnimationEvents) return;
  const filtered = function (this: EventTarget, type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) {
    if (DROPPED.has(type)) return;
    add.call(this, type, listener, options);
  };
  Object.assign(filtered, { ignoresAnimationEvents: true });
  if (proto === EventTarget.prototype) unfiltered = add;
  proto.addEventListener = filtered;
}
