/** More trousers and skirts (issue 19): legs that stride in profile, hips squeezed with the torso. */
import { HIPS, legPoints, onTorso } from '../figure.ts';
import type { ArtPiece, Pose } from '../piece.ts';
import { C, circle, glints, glow, line, path, rect, tube } from '../svg.ts';
import { trouserLegs } from './clothes.ts';

const none = 'none' as const;
const pants = (key: string, draw: (pose: Pose) => string): ArtPiece => ({ key, type: none, traitType: 'PANTS', draw });
/** Points `f` of the way down each leg. */
const down = (pose: Pose, f: number) => (['left', 'right'] as const).map((side) => {
  const [a, b] = legPoints(side, pose);
  return [a, [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f] as const] as const;
});

/** Shorts: the hips and the top of each leg. */
function shorts(pose: Pose, color: string, extra: string): string {
  return down(pose, 0.5).map(([a, k]) => tube(`M${a[0]} ${a[1]} L${k[0].toFixed(1)} ${k[1].toFixed(1)}`, color, 18)).join('') + onTorso(pose, path(HIPS, color) + extra);
}

/** Leggings with bands round each leg. */
function leggings(pose: Pose): string {
  const bands = [0.25, 0.5, 0.75].flatMap((f) => down(pose, f).map(([, k]) => `M${(k[0] - 6).toFixed(1)} ${k[1].toFixed(1)} h12`)).join(' ');
  return trouserLegs(pose, '#2b2430', '', 14) + line(bands, '#f28cb1', 3.5);
}

/** A skirt hanging from the hips; in profile it is squeezed with them. */
const skirt = (pose: Pose, d: string, color: string, extra = '') => onTorso(pose, path(d, color) + extra);

export const morePantsPieces: ArtPiece[] = [
  pants('blue-jeans', (pose) => trouserLegs(pose, '#3f5f9a', line('M100 150 V158', '#2e4a7c', 2) + rect(96, 147, 8, 6, C.gold, 'rx="1.5" stroke-width="1.5"'))),
  pants('khaki-shorts', (pose) => shorts(pose, '#c9a46a', line('M80 150 L82 158 M120 150 L118 158', '#a88450', 2))),
  pants('tartan-kilt', (pose) => skirt(pose, 'M68 146 C90 152 110 152 132 146 L138 172 C112 178 88 178 62 172 Z', '#3f8f4a',
    line('M76 148 L72 174 M92 151 L90 176 M108 151 L110 176 M124 148 L128 174', '#c8372d', 3) + line('M66 158 C90 164 110 164 134 158', C.gold, 2) + circle(118, 160, 3, C.steel, 'stroke-width="1.5"'))),
  pants('cargo-trousers', (pose) => trouserLegs(pose, '#6b7a4a', rect(72, 150, 10, 6, '#55623a', 'rx="1.5" stroke-width="1.5"') + rect(118, 150, 10, 6, '#55623a', 'rx="1.5" stroke-width="1.5"'))),
  pants('pleated-skirt', (pose) => skirt(pose, 'M68 146 C90 152 110 152 132 146 L140 170 C112 176 88 176 60 170 Z', '#e8507a',
    line('M80 150 L74 172 M92 152 L88 174 M100 152 V175 M108 152 L112 174 M120 150 L126 172', '#b83a5c', 2))),
  pants('striped-leggings', leggings),
  pants('patched-dungarees', (pose) => trouserLegs(pose, '#8a6a52', rect(78, 150, 9, 8, '#c9a46a', 'stroke-dasharray="2 1.5" stroke-width="1.5"'))),
  // Legendary: gilded greaves with a glow about the knees.
  pants('golden-greaves', (pose) => glow(100, 164, 30, '#fff1a8') + trouserLegs(pose, C.gold, line('M70 150 C90 156 110 156 130 150', '#fff6c9', 2) + circle(100, 152, 3.5, C.danger, 'stroke-width="1.5"'), 17) +
    glints([[74, 170], [128, 176]], 3)),
];
