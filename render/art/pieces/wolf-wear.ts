/**
 * Wearables made for the shadow wolf (trait type SHADOWWOLF): moonbone markings (a glowing skeleton
 * over the fur), a bandana sized to the wolf's long muzzle, a moon circlet, a ranger's vest and a moon
 * lantern hung from the paw.
 */
import { armPoints, arms, HANDS, headShift, held, legPoints, onFace, onTorso } from '../figure.ts';
import type { ArtPiece, Pose } from '../piece.ts';
import { C, circle, ellipse, line, moved, NO_LINE, path, rect, star } from '../svg.ts';

const wolf = 'shadowwolf' as const;
const GLOW = '#d9ccff';
const GLOW_SOFT = '#b9a6f0';
const SILVER = '#dfe4ec';
const BANDANA = '#2d5bd3';
const VEST = '#4f6b45';
const VEST_DARK = '#3d5535';

/** A bone drawn as a glowing bar with knobbed ends. */
function bone(x1: number, y1: number, x2: number, y2: number): string {
  const knobs = (x: number, y: number) => circle(x, y, 2.6, GLOW, NO_LINE);
  return line(`M${x1} ${y1} L${x2} ${y2}`, GLOW_SOFT, 6, 'opacity="0.45"') + line(`M${x1} ${y1} L${x2} ${y2}`, GLOW, 3) + knobs(x1, y1) + knobs(x2, y2);
}

/** Ribs, spine, arm and leg bones, over the fur and under clothes. */
function markings(pose: Pose): string {
  const ribs = [122, 130, 138].map((y, i) => {
    const w = 14 - i * 2;
    return line(`M${100 - w} ${y + 4} Q${100 - w / 2} ${y - 2} 100 ${y} Q${100 + w / 2} ${y - 2} ${100 + w} ${y + 4}`, GLOW, 3);
  }).join('');
  const part = (a: readonly [number, number], b: readonly [number, number], f: number, g: number) =>
    bone(a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f, a[0] + (b[0] - a[0]) * g, a[1] + (b[1] - a[1]) * g);
  const limbs = arms(pose).map((side) => { const [s, e, h] = armPoints(side, pose); return part(s, e, 0.1, 0.8) + part(e, h, 0.1, 0.6); }).join('') +
    (['left', 'right'] as const).map((side) => { const [a, b] = legPoints(side, pose); return part(a, b, 0.16, 0.8); }).join('');
  return onTorso(pose, line('M100 112 V148', GLOW_SOFT, 7, 'opacity="0.4"') + line('M100 112 V148', GLOW, 3) + ribs) + limbs;
}

/** A crescent on the brow and glowing rings round the eyes (the face layer draws the eyes on top). */
function headMarkings(pose: Pose): string {
  return (
    moved(headShift(pose), 0, path('M94 40 A9 9 0 1 0 108 52 A7 7 0 1 1 94 40 Z', GLOW, 'stroke-width="2"')) +
    onFace(pose, ellipse(85, 74, 11, 12, 'none', `stroke="${GLOW_SOFT}" stroke-width="2.5" opacity="0.8"`) +
      ellipse(115, 74, 11, 12, 'none', `stroke="${GLOW_SOFT}" stroke-width="2.5" opacity="0.8"`))
  );
}

/** A dotted bandana tied over the muzzle, below the nose, knotted on the far side. */
function bandana(pose: Pose): string {
  const dots = [[88, 98], [100, 104], [112, 98], [94, 112], [106, 112], [100, 96]]
    .map(([x, y]) => circle(x!, y!, 1.8, C.paper, NO_LINE)).join('');
  return onFace(pose,
    path('M70 90 C84 94 116 94 130 90 C128 104 116 120 100 126 C84 120 72 104 70 90 Z', BANDANA) + dots +
    path('M130 90 L142 84 L140 96 Z', BANDANA, 'stroke-width="2.5"') + path('M131 92 L146 100 L136 104 Z', BANDANA, 'stroke-width="2.5"') +
    circle(131, 92, 3.5, '#1f43a8', 'stroke-width="2"'));
}

/** A silver band across the brow with a crescent moon set in a star. */
function circlet(pose: Pose): string {
  return moved(headShift(pose), 0,
    path('M63 58 C80 44 120 44 137 58 L136 64 C120 52 80 52 64 64 Z', SILVER) +
    circle(99, 46, 10, '#2c3478') +
    path('M103 40 A7 7 0 1 0 103 52 A6.5 6.5 0 0 1 103 40 Z', GLOW, NO_LINE) +
    circle(76, 55, 2.2, C.sapphireLight, 'stroke-width="1.5"') + circle(124, 55, 2.2, C.sapphireLight, 'stroke-width="1.5"'));
}

/** An open vest with a ranger's star and pockets; the arms stay bare. */
function vest(): string {
  const side = (d: string) => path(d, VEST);
  return (
    side('M74 116 C76 108 84 104 92 104 L96 156 C86 160 76 158 68 156 Z') +
    side('M126 116 C124 108 116 104 108 104 L104 156 C114 160 124 158 132 156 Z') +
    rect(76, 136, 12, 10, VEST_DARK, 'rx="2" stroke-width="2.5"') + rect(112, 136, 12, 10, VEST_DARK, 'rx="2" stroke-width="2.5"') +
    line('M92 106 L95 154 M108 106 L105 154', '#7c9a6e', 2) +
    star(116, 122, 6, C.gold, 'stroke-width="2"')
  );
}

/** A lantern hung from the right paw, a little moon glowing inside. */
function lantern(): string {
  const [hx, hy] = HANDS.right;
  const x = hx + 2;
  return (
    circle(x, hy + 26, 22, C.gold, `opacity="0.18" ${NO_LINE}`) +
    line(`M${hx} ${hy} C${hx - 6} ${hy + 4} ${hx - 4} ${hy + 10} ${x} ${hy + 12}`, C.ink, 2.5) +
    path(`M${x - 7} ${hy + 12} H${x + 7} L${x + 10} ${hy + 16} H${x - 10} Z`, '#3e4456', 'stroke-width="2.5"') +
    rect(x - 10, hy + 16, 20, 24, '#fff3c4', 'rx="3"') +
    path(`M${x - 3} ${hy + 21} A6 6 0 1 0 ${x + 4} ${hy + 33} A4.8 4.8 0 1 1 ${x - 3} ${hy + 21} Z`, C.gold, NO_LINE) +
    line(`M${x - 10} ${hy + 28} H${x + 10} M${x} ${hy + 16} V${hy + 20} M${x} ${hy + 36} V${hy + 40}`, '#3e4456', 2) +
    path(`M${x - 10} ${hy + 40} H${x + 10} L${x + 7} ${hy + 44} H${x - 7} Z`, '#3e4456', 'stroke-width="2.5"')
  );
}

export const wolfPieces: ArtPiece[] = [
  { key: 'moonbone-markings', type: wolf, traitType: 'SKIN', draw: markings },
  { key: 'moonbone-markings-head', type: wolf, traitType: 'SKIN', draw: headMarkings },
  { key: 'muzzle-bandana', type: wolf, traitType: 'FACE', draw: bandana },
  { key: 'moon-circlet', type: wolf, traitType: 'HAT', draw: circlet },
  { key: 'ranger-vest', type: wolf, traitType: 'SHIRT', draw: (pose) => onTorso(pose, vest()) },
  { key: 'moon-lantern', type: wolf, traitType: 'ACCESSORY', draw: (pose) => held('right', pose, lantern()) },
];
