/**
 * React listens on its root, and on each portal's container, for every event type it supports,
 * `animationiteration` included. Chromium runs every CSS animation of a page that has such a listener
 * on the main thread, with a style recalculation and a layout per frame, so as to dispatch the event
 * on time: the town's idle life, which it otherwise runs off the main thread, cost about 20 layouts a
 * second that way (issue 18; bench --only=idle, idle.e2e.ts). Nothing in the app handles an animation
 * iteration (animation-events.test.ts checks), so no `animationiteration` listener is ever added.
 */
const DROPPED = 'animationiteration';

/** Makes `addEventListener` on `proto` (every EventTarget unless told) ignore `animationiteration`. */
export function ignoreAnimationIterationListeners(proto: EventTarget = EventTarget.prototype): void {
  const add = proto.addEventListener;
  if ((add as { ignoresIteration?: true }).ignoresIteration) return;
  const filtered = function (this: EventTarget, type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) {
    if (type === DROPPED) return;
    add.call(this, type, listener, options);
  };
  Object.assign(filtered, { ignoresIteration: true });
  proto.addEventListener = filtered;
}
