/** More backgrounds (issue 19): each fills the canvas in every view, the ground low enough to stand on. */
import type { ArtPiece } from '../piece.ts';
import { C, circle, ellipse, glints, line, NO_LINE, path, rect, star } from '../svg.ts';

const none = 'none' as const;
const scene = (key: string, content: string): ArtPiece => ({ key, type: none, traitType: 'BACKGROUND', draw: () => content });
const sky = (color: string) => rect(-2, -2, 204, 204, color, NO_LINE);

const beach = sky('#9fd3ec') + circle(40, 40, 16, C.gold, 'stroke-width="2.5"') +
  path('M-4 128 C40 122 160 122 204 128 V150 H-4 Z', '#3fa7c9') + line('M20 134 q6 -3 12 0 M120 138 q6 -3 12 0 M160 130 q6 -3 12 0', '#ffffff', 2) +
  path('M-4 146 C50 140 150 140 204 148 V204 H-4 Z', '#f3d9a0') + ellipse(160, 176, 8, 4, '#e8a0a0', 'stroke-width="2"') + circle(36, 182, 2.5, '#ffffff', NO_LINE);

const cityNight = sky('#1f2448') + circle(160, 36, 12, '#f6efc9', 'stroke-width="2"') +
  [[-2, 110, 36], [30, 90, 30], [58, 120, 28], [120, 96, 34], [150, 116, 26], [172, 84, 32]].map(([x, top, w]) =>
    rect(x!, top!, w!, 210 - top!, '#2f3566', 'stroke-width="2"') +
    [0, 1, 2].map((i) => rect(x! + 6 + (i % 2) * 12, top! + 10 + i * 16, 6, 7, i % 2 ? C.gold : '#fff3c4', NO_LINE)).join('')).join('') +
  star(60, 30, 3, '#ffffff', NO_LINE) + star(110, 20, 2.5, C.gold, NO_LINE) + rect(-2, 176, 204, 28, '#252d5c', NO_LINE);

const forest = sky('#cfe8c0') + [[20, 40], [60, 20], [150, 26], [184, 50]].map(([x, y]) =>
  path(`M${x} ${y} L${x! - 24} ${y! + 70} H${x! + 24} Z`, '#3f7f2f') + rect(x! - 4, y! + 70, 8, 20, '#6b4424', 'stroke-width="2"')).join('') +
  path('M-4 150 C40 140 160 140 204 150 V204 H-4 Z', '#6db552') + circle(40, 170, 3, '#f7a8b8', 'stroke-width="1.5"') + circle(160, 176, 3, C.gold, 'stroke-width="1.5"');

const peaks = sky('#bfe0f5') + path('M-4 140 L40 60 L70 110 L110 40 L160 120 L184 80 L204 110 V204 H-4 Z', '#8da3c4') +
  path('M40 60 L30 78 L40 74 L50 80 Z M110 40 L96 64 L110 58 L124 66 Z M184 80 L176 94 L186 90 L192 96 Z', '#ffffff', 'stroke-width="2"') +
  path('M-4 150 C50 140 150 140 204 152 V204 H-4 Z', '#f4f6f8') + [[30, 30], [90, 22], [150, 34], [170, 16]].map(([x, y]) => circle(x!, y!, 2, '#ffffff', NO_LINE)).join('');

const underwater = sky('#2f8fb0') + rect(-2, -2, 204, 40, '#4fb3d0', NO_LINE) +
  [[30, 60, 5], [44, 40, 3], [170, 70, 4], [160, 44, 2.5]].map(([x, y, r]) => circle(x!, y!, r!, '#bfe6f2', 'fill-opacity="0.5" stroke-width="1.5"')).join('') +
  path('M-4 170 C50 160 150 160 204 172 V204 H-4 Z', '#e6d2a0') + path('M24 170 C18 150 30 140 22 120 M30 170 C36 150 28 140 38 126', 'none', 'stroke="#3f8f4a" stroke-width="4"') +
  path('M164 168 L160 150 L168 158 L172 144 L176 160 L182 152 L180 168 Z', '#e8507a', 'stroke-width="2"');

const desertSunset = sky('#f6b26b') + rect(-2, 60, 204, 60, '#f08a5d', NO_LINE) + circle(100, 110, 30, '#ffd166', NO_LINE) +
  path('M-4 130 C40 118 90 124 120 134 C150 124 180 122 204 128 V204 H-4 Z', '#d9a05b') +
  path('M30 170 V140 C30 134 38 134 38 140 V170 M38 150 H44 V144', '#4f8f3a', 'stroke-width="3"') + path('M-4 160 C60 150 140 152 204 160 V204 H-4 Z', '#c98a4a');

/** The aurora: bands of light over a snowy night. */
const aurora = sky('#141a3a') + path('M-4 70 C40 30 80 80 120 40 C150 12 180 40 204 30 V60 C180 70 150 44 120 70 C80 110 40 60 -4 100 Z', '#6ff0c8', `opacity="0.45" ${NO_LINE}`) +
  path('M-4 50 C50 20 90 60 130 26 C160 4 190 24 204 16 V30 C186 40 160 20 130 46 C90 80 50 40 -4 70 Z', '#b9a6f0', `opacity="0.4" ${NO_LINE}`) +
  glints([[30, 24], [170, 60], [84, 14]], 2.5) + path('M-4 156 C50 144 150 146 204 156 V204 H-4 Z', '#e8eef8');

export const moreScenePieces: ArtPiece[] = [
  scene('sunny-beach', beach),
  scene('city-night', cityNight),
  scene('pine-forest', forest),
  scene('snowy-peaks', peaks),
  scene('under-the-sea', underwater),
  scene('desert-sunset', desertSunset),
  scene('aurora-night', aurora),
];
