/**
 * The one body template every avatar type shares (explorer, cat, wolf), on the 200-unit grid of the
 * onboarding explorers: head r38 at (100, 70), shoulders at y 114, hands at y 146, feet at y 182.
 * Clothes and hats are drawn against these numbers, so every wearable fits every body.
 *
 * In RIGHT and LEFT (pose.turn ±1) the figure stands in profile: the torso is seen narrow (`onTorso`
 * squeezes whatever is drawn on it), one arm hangs in front of it, the legs stride, the feet point the
 * way the face looks, and things on the back move behind (`onBack`). Limb and hand positions come from
 * the pose-aware helpers below, so a sleeve, a boot or a held item follows the body into profile.
 */
import { TURN_SHIFT } from '../src/views.ts';
import type { Pose } from './piece.ts';

export const HEAD = { x: 100, y: 70, r: 38 } as const;

/** The torso outline (the explorers' shirt shape). */
export const TORSO = 'M74 116 C76 108 84 104 100 104 C116 104 124 108 126 116 L132 156 C112 164 88 164 68 156 Z';
/** The hip band, where trousers show above the legs. */
export const HIPS = 'M70 146 C90 152 110 152 130 146 L132 156 C112 164 88 164 68 156 Z';

type Point = readonly [number, number];
type Side = 'left' | 'right';

/** Left arm: shoulder, elbow, hand (the right arm mirrors it across x = 100). */
export const ARM: readonly [Point, Point, Point] = [[80, 114], [68, 132], [64, 146]];
export const HANDS = { left: [64, 146] as Point, right: [136, 146] as Point };

/** Left leg from hip to ankle (mirrored for the right). */
export const LEG: readonly [Point, Point] = [[88, 150], [86, 175]];

/** How narrow the torso looks in profile. */
export const SIDE_WIDTH = 0.6;

const FRONTAL: Pose = { view: 'FRONT', turn: 0 };
const mirror = ([x, y]: Point): Point => [200 - x, y];

/** The arm's shoulder, elbow and hand; in profile both arms are the one arm seen in front of the torso, reaching a little forward. */
export function armPoints(side: Side, pose: Pose = FRONTAL): [Point, Point, Point] {
  const t = pose.turn;
  if (t !== 0) return [[100 - 2 * t, 113], [100 + 6 * t, 130], [100 + 17 * t, 141]];
  return side === 'left' ? [...ARM] as [Point, Point, Point] : (ARM.map(mirror) as [Point, Point, Point]);
}

/** Where the hand on `side` is. */
export function hand(side: Side, pose: Pose = FRONTAL): Point {
  return armPoints(side, pose)[2];
}

/** The leg's hip and ankle; in profile the legs stride, the `right` one forward. */
export function legPoints(side: Side, pose: Pose = FRONTAL): [Point, Point] {
  const t = pose.turn;
  if (t !== 0) {
    const s = side === 'right' ? t : -t;
    return [[100 + 3 * s, 150], [100 + 9 * s, 175]];
  }
  return side === 'left' ? [...LEG] as [Point, Point] : (LEG.map(mirror) as [Point, Point]);
}

/** The centre of the foot on `side` and the way its toe points (-1 left, 0 at us, 1 right). */
export function foot(side: Side, pose: Pose = FRONTAL): { x: number; y: number; toward: -1 | 0 | 1 } {
  const [, ankle] = legPoints(side, pose);
  return { x: ankle[0] + 4 * pose.turn, y: 181, toward: pose.turn };
}

/** The arm path on `side`; `reach` < 1 stops short of the hand (a sleeve ending at the wrist). */
export function armPath(side: Side, reach = 1, pose: Pose = FRONTAL): string {
  const [s, e, h] = armPoints(side, pose);
  const end: Point = [e[0] + (h[0] - e[0]) * reach, e[1] + (h[1] - e[1]) * reach];
  return `M${s[0]} ${s[1]} L${e[0]} ${e[1]} L${end[0].toFixed(1)} ${end[1].toFixed(1)}`;
}

export function legPath(side: Side, pose: Pose = FRONTAL): string {
  const [a, b] = legPoints(side, pose);
  return `M${a[0]} ${a[1]} L${b[0]} ${b[1]}`;
}

/** In profile, both arms are drawn at one place: only one of them needs drawing. */
export const arms = (pose: Pose): Side[] => (pose.turn === 0 ? ['left', 'right'] : ['right']);

/** Drawing on the torso (shirts, trousers' hips, belts, markings): squeezed narrow in profile. */
export function onTorso(pose: Pose, content: string): string {
  if (pose.turn === 0) return content;
  const dx = 100 * (1 - SIDE_WIDTH) + pose.turn * 2;
  return `<g transform="matrix(${SIDE_WIDTH} 0 0 1 ${dx} 0)">${content}</g>`;
}

/** Drawing on the back (capes, packs, wings): squeezed in profile and moved behind the body. */
export function onBack(pose: Pose, content: string): string {
  if (pose.turn === 0) return content;
  const dx = 100 * (1 - SIDE_WIDTH) - pose.turn * 12;
  return `<g transform="matrix(${SIDE_WIDTH} 0 0 1 ${dx} 0)">${content}</g>`;
}

/** How far (figure units) a held item is carried out in front of the hand in profile, clear of the face. */
const HELD_REACH = 12;

/**
 * Something drawn held in the front-view hand on `side`, carried to where that hand is in `pose`. Items
 * are drawn reaching outwards (to the left of the left hand, the right of the right one); in profile
 * they reach the way the figure looks, mirrored about the hand when needed, and a little in front of it.
 */
export function held(side: Side, pose: Pose, content: string): string {
  if (pose.turn === 0) return content;
  const [fx, fy] = HANDS[side];
  const [x, y] = hand(side, pose);
  const a = (side === 'right' ? 1 : -1) === pose.turn ? 1 : -1;
  return `<g transform="matrix(${a} 0 0 1 ${x + HELD_REACH * pose.turn - a * fx} ${y - fy})">${content}</g>`;
}

/** How far face features (eyes, mouth, glasses) move in this pose. */
export const faceShift = (pose: Pose) => pose.turn * TURN_SHIFT;

/** How narrow the face looks in profile: the features crowd towards the side the head turns to. */
export const FACE_WIDTH = 0.72;

/**
 * Drawing on the face (eyes, mouth, glasses, masks): in profile squeezed to FACE_WIDTH about the
 * centre line and moved TURN_SHIFT the way the head turns, so the mouth's centre moves exactly by
 * TURN_SHIFT (as placed things at the mouth do: compose) and the far eye comes close to the near one.
 */
export function onFace(pose: Pose, content: string): string {
  if (pose.turn === 0) return content;
  return `<g transform="matrix(${FACE_WIDTH} 0 0 1 ${100 * (1 - FACE_WIDTH) + faceShift(pose)} 0)">${content}</g>`;
}
/** How far things on the head (hair, hats) move: less than the face, the head is round. */
export const headShift = (pose: Pose) => pose.turn * 4;

/** Ear anchors shared by the cat and the wolf, so hats can leave holes for them. */
export const EARS = {
  left: 'M64 52 L66 14 L94 34 Z',
  right: 'M136 52 L134 14 L106 34 Z',
} as const;
