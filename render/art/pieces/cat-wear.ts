/**
 * Wearables made for the cat (trait type CAT): tiger stripes over the fur, a fish bone to chew, a crown
 * small enough to sit between the ears, a fish-pattern jumper and a ball of yarn at the paw.
 */
import { armPoints, arms, HANDS, headShift, held, legPoints, onFace, onTorso, TORSO } from '../figure.ts';
import type { ArtPiece, Pose } from '../piece.ts';
import { C, circle, glints, glow, line, moved, NO_LINE, path, tube } from '../svg.ts';
import { sleeves } from './clothes.ts';

const cat = 'cat' as const;
const STRIPE = '#8a4a22';
const BONE = '#f3ead8';
const KNIT = '#4fa3a5';
const KNIT_DARK = '#3b8587';
const YARN = '#f28cb1';

/**
 * Stripes on the body: a bar across each upper arm and forearm (short enough to stay inside the arm's
 * tube), two on each flank between the arm and the belly patch, two round each leg.
 */
function stripes(pose: Pose): string {
  const flanks = 'M77 126 q4 1 6 5 M76 138 q4 1 6 5 M123 126 q-4 1 -6 5 M124 138 q-4 1 -6 5';
  const at = (a: readonly [number, number], b: readonly [number, number], f: number) => [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f] as const;
  const bar = ([x, y]: readonly [number, number]) => `M${(x - 3.5).toFixed(1)} ${y.toFixed(1)} h7`;
  const limbs = [
    ...arms(pose).flatMap((side) => { const [s, e, h] = armPoints(side, pose); return [bar(at(s, e, 0.5)), bar(at(e, h, 0.4))]; }),
    ...(['left', 'right'] as const).flatMap((side) => { const [a, b] = legPoints(side, pose); return [bar(at(a, b, 0.4)), bar(at(a, b, 0.72))]; }),
  ];
  return onTorso(pose, line(flanks, STRIPE, 3.5)) + line(limbs.join(' '), STRIPE, 3.5);
}

/** Cheek and brow stripes on the head (under the face, which stays on top). */
function headStripes(pose: Pose): string {
  return moved(headShift(pose), 0,
    line('M64 66 h10 M63 74 h9 M64 82 h8 M136 66 h-10 M137 74 h-9 M136 82 h-8', STRIPE, 3.5) +
    line('M84 40 L90 48 M116 40 L110 48', STRIPE, 3.5));
}

/** A fish skeleton held sideways in the mouth, tail out to the right. */
function fishBone(pose: Pose): string {
  return onFace(pose,
    path('M94 96 C98 88 110 88 114 96 C110 104 98 104 94 96 Z', BONE) +
    circle(100, 95, 1.8, C.ink, NO_LINE) +
    tube('M114 96 H144', BONE, 3) +
    line('M120 89 V103 M127 90 V102 M134 91 V101', C.ink, 5) + line('M120 89 V103 M127 90 V102 M134 91 V101', BONE, 2) +
    path('M144 96 L154 86 L152 96 L154 106 Z', BONE));
}

/** A little gold crown nestled between the ears (figure EARS leave x 84..116 free at its base). */
function crown(pose: Pose): string {
  return moved(headShift(pose), 0, glow(100, 34, 22, '#fff1a8') + glints([[76, 36], [124, 30]], 3) +
    path('M84 46 L82 24 L92 34 L100 18 L108 34 L118 24 L116 46 C106 49 94 49 84 46 Z', C.gold) +
    path('M84 40 C94 43 106 43 116 40 L116 46 C106 49 94 49 84 46 Z', '#e0a82e', 'stroke-width="2.5"') +
    circle(100, 41, 3, C.danger, 'stroke-width="2"') + circle(90, 41, 2, C.sapphire, 'stroke-width="1.5"') + circle(110, 41, 2, C.sapphire, 'stroke-width="1.5"') +
    circle(82, 23, 2.5, '#ffffff', 'stroke-width="1.5"') + circle(100, 17, 2.5, '#ffffff', 'stroke-width="1.5"') + circle(118, 23, 2.5, '#ffffff', 'stroke-width="1.5"'));
}

/** A small fish motif for the jumper, facing right. */
const fish = (x: number, y: number) =>
  path(`M${x - 7} ${y} C${x - 3} ${y - 5} ${x + 4} ${y - 5} ${x + 7} ${y} C${x + 4} ${y + 5} ${x - 3} ${y + 5} ${x - 7} ${y} Z M${x - 7} ${y} L${x - 12} ${y - 4} V${y + 4} Z`, C.paper, 'stroke-width="2"') +
  circle(x + 3, y - 1, 1, C.ink, NO_LINE);

function jumper(): string {
  return (
    path(TORSO, KNIT) +
    // Ribbed collar and hem.
    path('M80 108 C92 114 108 114 120 108 L122 114 C108 120 92 120 78 114 Z', KNIT_DARK, 'stroke-width="2.5"') +
    path('M69 150 C90 157 110 157 131 150 L132 156 C112 164 88 164 68 156 Z', KNIT_DARK, 'stroke-width="2.5"') +
    line('M76 153 v4 M86 155 v4 M96 156 v4 M104 156 v4 M114 155 v4 M124 153 v4', '#2e6b6d', 1.5) +
    fish(92, 130) + fish(112, 142) + line('M80 142 l3 -3 l3 3 M114 124 l3 -3 l3 3', C.paper, 2)
  );
}

function jumperSleeves(pose: Pose): string {
  const cuff = (side: 'left' | 'right') => {
    const [, e, h] = armPoints(side, pose);
    return circle(e[0] + (h[0] - e[0]) * 0.55, e[1] + (h[1] - e[1]) * 0.55, 7.5, KNIT_DARK, 'stroke-width="2.5"');
  };
  return sleeves(pose, KNIT, 13) + arms(pose).map(cuff).join('');
}

/** A ball of yarn held up in the left paw, its loose end trailing down. */
function yarnBall(): string {
  const [hx, hy] = [HANDS.left[0], HANDS.left[1] - 10];
  return (
    line(`M${hx - 8} ${hy + 14} C${hx - 20} ${hy + 30} ${hx + 4} ${hy + 36} ${hx - 14} ${hy + 44}`, YARN, 3) +
    circle(hx - 6, hy + 4, 15, YARN) +
    line(`M${hx - 18} ${hy - 2} C${hx - 10} ${hy + 4} ${hx - 4} ${hy + 14} ${hx - 2} ${hy + 18} M${hx - 14} ${hy - 8} C${hx - 4} ${hy - 2} ${hx + 4} ${hy + 8} ${hx + 7} ${hy + 10} M${hx - 20} ${hy + 6} C${hx - 14} ${hy + 12} ${hx - 10} ${hy + 16} ${hx - 8} ${hy + 19}`, '#d9648f', 2) +
    line(`M${hx - 2} ${hy - 10} C${hx + 4} ${hy - 4} ${hx + 8} ${hy} ${hx + 8} ${hy + 4}`, '#ffffff', 2.5, 'opacity="0.55"') +
    // Two knitting needles poke out of the ball.
    line(`M${hx - 24} ${hy - 16} L${hx + 2} ${hy + 12} M${hx - 14} ${hy - 22} L${hx - 4} ${hy + 10}`, C.steel, 3) +
    circle(hx - 24, hy - 16, 2.6, C.gold, 'stroke-width="1.5"') + circle(hx - 14, hy - 22, 2.6, C.gold, 'stroke-width="1.5"')
  );
}

export const catPieces: ArtPiece[] = [
  { key: 'tiger-stripes', type: cat, traitType: 'SKIN', draw: stripes },
  { key: 'tiger-stripes-head', type: cat, traitType: 'SKIN', draw: headStripes },
  { key: 'fish-bone', type: cat, traitType: 'FACE', draw: fishBone },
  { key: 'cat-crown', type: cat, traitType: 'HAT', draw: crown },
  { key: 'fish-jumper', type: cat, traitType: 'SHIRT', draw: (pose) => onTorso(pose, jumper()) },
  { key: 'fish-jumper-sleeves', type: cat, traitType: 'SHIRT', draw: jumperSleeves },
  { key: 'yarn-ball', type: cat, traitType: 'ACCESSORY', draw: (pose) => held('left', pose, yarnBall()) },
];
