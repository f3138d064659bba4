/**
 * More held items (issue 19), drawn at the front view's hands (left 64,146; right 136,146) and carried
 * to the one hand that shows in profile (held). They stay inside the bust windows (x 30..170).
 */
import { held } from '../figure.ts';
import type { ArtPiece, Pose } from '../piece.ts';
import { C, circle, ellipse, glints, glow, line, NO_LINE, path, rect, star, tube } from '../svg.ts';

const none = 'none' as const;
const item = (key: string, side: 'left' | 'right', content: string): ArtPiece =>
  ({ key, type: none, traitType: 'ACCESSORY', draw: (pose: Pose) => held(side, pose, content) });

const balloon = () =>
  line('M64 142 C58 120 62 100 54 84', C.ink, 1.5) + ellipse(52, 70, 14, 17, C.danger) + path('M49 86 L52 90 L55 86 Z', C.danger, 'stroke-width="1.5"') +
  line('M45 62 q3 -6 9 -6', '#ffffff', 2.5);

const lollipop = () => line('M136 146 L142 112', '#ffffff', 3.5) + line('M136 146 L142 112', C.ink, 1) +
  circle(143, 102, 12, '#f28cb1') + path('M143 102 m-8 0 a8 8 0 0 1 8 -8 a6 6 0 0 1 6 6 a4 4 0 0 1 -4 4 a2 2 0 0 1 -2 -2', 'none', 'stroke="#ffffff" stroke-width="2.5"');

const wand = () => tube('M136 148 L150 110', '#3a2a1e', 4) + line('M148 116 L150 110', '#ffffff', 3) +
  star(152, 104, 9, C.gold, 'stroke-width="2"') + circle(142, 96, 1.8, '#fff6c9', NO_LINE) + circle(162, 112, 1.6, '#fff6c9', NO_LINE) + circle(160, 96, 1.4, C.gold, NO_LINE);

const fishingRod = () => tube('M64 150 L40 70', '#8a5a30', 4) + line('M40 70 C36 100 38 130 44 150', C.ink, 1) +
  circle(64, 146, 4, '#5a6470', 'stroke-width="1.5"') + path('M40 150 C44 146 50 148 52 152 C50 156 44 158 40 154 L36 158 L36 146 Z', C.accent, 'stroke-width="1.5"');

const umbrella = () => tube('M136 150 L140 60', '#6b4424', 3) + path('M140 150 q0 6 -6 6', 'none', 'stroke-width="3"') +
  path('M108 66 C110 40 164 36 164 66 C162 60 156 60 150 66 C146 60 140 60 136 66 C130 60 124 60 120 66 C114 60 108 60 104 66 Z', C.sapphire) +
  line('M136 66 C134 52 136 44 140 40 M150 66 C152 52 148 44 140 40', '#1f43a8', 1.5) + circle(140, 38, 2.5, C.gold, 'stroke-width="1.5"');

const storybook = () => `<g transform="translate(0 -12) rotate(-12 60 140)">${rect(38, 124, 32, 40, '#c8372d', 'rx="3"') + rect(42, 124, 28, 38, '#fffaf0', 'rx="1"') + rect(38, 124, 6, 40, '#a82c24', NO_LINE) +
  star(57, 140, 6, C.gold, 'stroke-width="1.5"') + line('M48 152 H66 M48 156 H62', '#c9a46a', 1.5)}</g>`;

const bubbleWand = () => line('M136 146 L146 110', C.sapphire, 3) + circle(148, 102, 8, 'none', `stroke="${C.sapphire}" stroke-width="3"`) +
  circle(158, 80, 9, C.sapphireLight, 'fill-opacity="0.35" stroke-width="1.5"') + circle(140, 70, 6, C.sapphireLight, 'fill-opacity="0.35" stroke-width="1.5"') +
  circle(160, 58, 4, C.sapphireLight, 'fill-opacity="0.35" stroke-width="1.5"') + line('M154 76 q2 -3 5 -3', '#ffffff', 1.5);

/** Legendary: a gold trophy with a ruby, glowing. */
const trophy = () => glow(58, 126, 26, '#fff1a8') +
  path('M44 110 H72 C72 128 66 136 58 138 C50 136 44 128 44 110 Z', C.gold) + path('M44 114 C34 114 34 128 46 128 M72 114 C82 114 82 128 70 128', 'none', 'stroke-width="3"') +
  rect(54, 138, 8, 8, '#e0a82e', 'stroke-width="2"') + rect(46, 146, 24, 8, '#e0a82e', 'rx="2" stroke-width="2"') + circle(58, 122, 3.5, C.danger, 'stroke-width="1.5"') +
  path('M48 116 C50 124 52 128 56 132', 'none', 'stroke="#fff6c9" stroke-width="2"') + glints([[36, 104], [82, 140]], 3);

export const moreGearPieces: ArtPiece[] = [
  item('red-balloon', 'left', balloon()),
  item('swirl-lollipop', 'right', lollipop()),
  item('star-wand', 'right', wand()),
  item('fishing-rod', 'left', fishingRod()),
  item('blue-umbrella', 'right', umbrella()),
  item('storybook', 'left', storybook()),
  item('bubble-wand', 'right', bubbleWand()),
  item('golden-trophy', 'left', trophy()),
];
