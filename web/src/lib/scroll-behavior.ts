/** How a scroll the page makes itself should move: at once for a player who asked for reduced motion, smoothly otherwise. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}
