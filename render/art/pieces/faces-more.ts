/**
 * More face wearables (issue 19), drawn on the face every body shares (eyes at 86 / 114, 78; mouth at
 * 100, 95) and turned with it (onFace). Legendary ones carry gold and a glow.
 */
import { onFace } from '../figure.ts';
import type { ArtPiece, Pose } from '../piece.ts';
import { C, circle, ellipse, glints, glow, line, NO_LINE, path, star } from '../svg.ts';

const none = 'none' as const;
const face = (key: string, content: string): ArtPiece => ({ key, type: none, traitType: 'FACE', draw: (pose: Pose) => onFace(pose, content) });

const lens = (x: number, fill: string, extra = '') => path(`M${x - 13} 72 H${x + 13} C${x + 13} 84 ${x + 8} 88 ${x} 88 C${x - 8} 88 ${x - 13} 84 ${x - 13} 72 Z`, fill, extra);

const sunglasses = () =>
  lens(86, '#2b2430') + lens(114, '#2b2430') + line('M99 74 H101 M73 73 L64 70 M127 73 L136 70', C.ink, 3) +
  line('M78 76 l6 -2 M106 76 l6 -2', '#ffffff', 2.5, 'opacity="0.6"');

const heart = (x: number) => path(`M${x} 88 C${x - 16} 78 ${x - 14} 66 ${x - 6} 68 C${x - 2} 68 ${x} 72 ${x} 72 C${x} 72 ${x + 2} 68 ${x + 6} 68 C${x + 14} 66 ${x + 16} 78 ${x} 88 Z`, '#e8507a');
const heartShades = () => heart(86) + heart(114) + line('M97 75 H103 M73 73 L64 70 M127 73 L136 70', C.ink, 3) + line('M80 72 l3 -1 M108 72 l3 -1', '#ffffff', 2);

const monocle = () =>
  circle(114, 78, 11, C.sapphireLight, 'fill-opacity="0.4" stroke-width="3"') + circle(114, 78, 11, 'none', `stroke="${C.gold}" stroke-width="2"`) +
  line('M124 84 C130 100 128 112 120 122', C.gold, 2, 'stroke-dasharray="2 3"') + line('M108 74 l4 -3', '#ffffff', 2);

const moustache = () =>
  path('M100 88 C92 84 82 84 76 90 C72 94 66 92 66 88 C66 96 78 100 88 96 C94 94 98 92 100 90 C102 92 106 94 112 96 C122 100 134 96 134 88 C134 92 128 94 124 90 C118 84 108 84 100 88 Z', '#5a3422');

const warPaint = () =>
  line('M70 84 L80 86 M70 90 L80 92 M120 86 L130 84 M120 92 L130 90', '#2d5bd3', 3.5) + line('M98 58 V66', '#d9483b', 4) +
  circle(100, 54, 2.5, C.gold, NO_LINE);

const clownNose = () => circle(100, 88, 8, '#e0563f') + circle(97, 85, 2.4, '#ffffff', `opacity="0.8" ${NO_LINE}`);

const starFreckles = () =>
  [[74, 86, 3.5], [80, 92, 2.5], [126, 86, 3.5], [120, 92, 2.5], [72, 94, 2]].map(([x, y, r]) => star(x!, y!, r!, C.gold, 'stroke-width="1"')).join('');

/** Epic: a glowing visor across both eyes, with a scan line. */
const visor = () =>
  path('M64 70 C64 64 136 64 136 70 V84 C136 90 64 90 64 84 Z', '#3a4456') + path('M68 72 C68 68 132 68 132 72 V82 C132 86 68 86 68 82 Z', '#6ff0e8', `opacity="0.85" ${NO_LINE}`) +
  line('M72 77 H128', '#ffffff', 1.5, 'opacity="0.8"') + circle(86, 77, 3, '#ffffff', NO_LINE) + circle(114, 77, 3, '#ffffff', NO_LINE);

/** Legendary: a gilded masquerade mask with feathers and gems. */
const goldenMask = () =>
  glow(100, 76, 30, '#fff1a8') +
  path('M66 62 C62 58 58 50 62 44 C66 52 72 56 78 58 Z', '#f28cb1', 'stroke-width="2"') + path('M134 62 C138 58 142 50 138 44 C134 52 128 56 122 58 Z', '#8cc4f2', 'stroke-width="2"') +
  path('M64 72 C68 62 90 62 100 70 C110 62 132 62 136 72 C134 86 120 92 108 86 C104 84 102 82 100 82 C98 82 96 84 92 86 C80 92 66 86 64 72 Z', C.gold) +
  ellipse(86, 76, 7, 5, C.ink, NO_LINE) + ellipse(114, 76, 7, 5, C.ink, NO_LINE) +
  circle(100, 70, 3, C.danger, 'stroke-width="1.5"') + line('M70 70 C74 66 80 66 84 68 M130 70 C126 66 120 66 116 68', '#fff6c9', 2) + glints([[60, 86], [140, 84]], 3);

export const moreFacePieces: ArtPiece[] = [
  face('sunglasses', sunglasses()),
  face('heart-shades', heartShades()),
  face('gold-monocle', monocle()),
  face('curly-moustache', moustache()),
  face('war-paint', warPaint()),
  face('clown-nose', clownNose()),
  face('star-freckles', starFreckles()),
  face('cyber-visor', visor()),
  face('golden-mask', goldenMask()),
];
