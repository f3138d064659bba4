/**
 * The geometry every layer of every avatar type shares. Art is drawn on a 200-unit figure (the same
 * grid as the onboarding explorers) and each view is a window onto it: FULL shows the whole figure,
 * FRONT / RIGHT / LEFT the head and chest, HEAD the head and hat; each window leaves room above the
 * tallest hat and ears and beside the widest wings. RIGHT and LEFT draw the figure in profile: the face
 * narrows and shifts by TURN_SHIFT, the torso narrows, one arm hangs in front and the legs stride
 * (art/figure.ts). Backgrounds, borders, effects and sidekicks ignore the window and fill the canvas
 * in every view.
 */
import type { AvatarView, TraitType } from '../../domain/traits.ts';

/** Size of the art grid, in figure units. */
export const FIGURE = 200;
/** Size of a layer image and of the default canvas, in px. */
export const LAYER_CANVAS = 1000;

/** [x, y, width, height] of each view's window onto the figure. */
export const VIEW_BOXES: Record<AvatarView, readonly [number, number, number, number]> = {
  FULL: [0, 0, 200, 200],
  FRONT: [30, 2, 140, 140],
  RIGHT: [30, 2, 140, 140],
  LEFT: [30, 2, 140, 140],
  HEAD: [42, 4, 116, 116],
};

/** Which way the face is turned: -1 to the viewer's left, 1 to the right. */
export const TURN: Record<AvatarView, -1 | 0 | 1> = { FULL: 0, FRONT: 0, RIGHT: 1, LEFT: -1, HEAD: 0 };

/** How far (figure units) facial features move when the head is turned. */
export const TURN_SHIFT = 13;

/** Trait types whose art covers the whole canvas whatever the view. */
export const CANVAS_FRAMED: ReadonlySet<TraitType> = new Set(['BACKGROUND', 'BORDER', 'EFFECT', 'SIDEKICK']);

/** Trait types that are not part of the character (not moved by group rules, not outlined). */
export const SCENERY: ReadonlySet<TraitType> = new Set(['BACKGROUND', 'BORDER', 'EFFECT']);

/** A figure-unit box [x, y, w, h] as a box on the 1000 px canvas of `view`. */
export function figureToCanvas(view: AvatarView, box: readonly [number, number, number, number]): [number, number, number, number] {
  const [vx, vy, vw, vh] = VIEW_BOXES[view];
  const k = LAYER_CANVAS / vw;
  const ky = LAYER_CANVAS / vh;
  return [(box[0] - vx) * k, (box[1] - vy) * ky, box[2] * k, box[3] * ky];
}
