/**
 * The one body template every avatar type shares (explorer, cat, wolf), on the 200-unit grid of the
 * onboarding explorers: head r38 at (100, 70), shoulders at y 114, hands at y 146, feet at y 182.
 * Clothes and hats are drawn against these numbers, so every wearable fits every body.
 */
import { TURN_SHIFT } from '../src/views.ts';
import type { Pose } from './piece.ts';

export const HEAD = { x: 100, y: 70, r: 38 } as const;

/** The torso outline (the explorers' shirt shape). */
export const TORSO = 'M74 116 C76 108 84 104 100 104 C116 104 124 108 126 116 L132 156 C112 164 88 164 68 156 Z';
/** The hip band, where trousers show above the legs. */
export const HIPS = 'M70 146 C90 152 110 152 130 146 L132 156 C112 164 88 164 68 156 Z';

type Point = readonly [number, number];

/** Left arm: shoulder, elbow, hand (the right arm mirrors it across x = 100). */
export const ARM: readonly [Point, Point, Point] = [[80, 114], [68, 132], [64, 146]];
export const HANDS = { left: [64, 146] as Point, right: [136, 146] as Point };

/** Left leg from hip to ankle (mirrored for the right). */
export const LEG: readonly [Point, Point] = [[88, 150], [86, 175]];

const mirror = ([x, y]: Point): Point => [200 - x, y];

/** The arm path on `side`; `reach` < 1 stops short of the hand (a sleeve ending at the wrist). */
export function armPath(side: 'left' | 'right', reach = 1): string {
  const [s, e, h] = side === 'left' ? ARM : (ARM.map(mirror) as unknown as [Point, Point, Point]);
  const end: Point = [e[0] + (h[0] - e[0]) * reach, e[1] + (h[1] - e[1]) * reach];
  return `M${s[0]} ${s[1]} L${e[0]} ${e[1]} L${end[0].toFixed(1)} ${end[1].toFixed(1)}`;
}

export function legPath(side: 'left' | 'right'): string {
  const [a, b] = side === 'left' ? LEG : (LEG.map(mirror) as unknown as [Point, Point]);
  return `M${a[0]} ${a[1]} L${b[0]} ${b[1]}`;
}

/** How far face features (eyes, mouth, glasses) move in this pose. */
export const faceShift = (pose: Pose) => pose.turn * TURN_SHIFT;
/** How far things on the head (hair, hats) move: less than the face, the head is round. */
export const headShift = (pose: Pose) => pose.turn * 4;

/** Ear anchors shared by the cat and the wolf, so hats can leave holes for them. */
export const EARS = {
  left: 'M64 52 L66 14 L94 34 Z',
  right: 'M136 52 L134 14 L106 34 Z',
} as const;
