/**
 * More companions (issue 19) in the Sidekx corner (companion() in sidekx.ts: clear of the edge, the face
 * turning in profile). Legendary: a little gold dragon with its own glow.
 */
import type { ArtPiece } from '../piece.ts';
import { C, circle, ellipse, glints, glow, line, NO_LINE, path } from '../svg.ts';
import { companion, eyes } from './sidekx.ts';

const none = 'none' as const;

const owl = companion(
  path('M150 150 L152 132 L162 142 Z M190 150 L188 132 L178 142 Z', '#8a6a52') +
    path('M146 168 C146 146 156 138 170 138 C184 138 194 146 194 168 C194 184 184 192 170 192 C156 192 146 184 146 168 Z', '#a07a5a') +
    ellipse(170, 174, 14, 14, '#e6d2b0', NO_LINE) + line('M162 170 l3 3 l3 -3 M172 178 l3 3 l3 -3', '#a07a5a', 1.5),
  circle(161, 155, 8, '#ffffff') + circle(179, 155, 8, '#ffffff') + eyes(170, 155, 9) + path('M166 163 L170 170 L174 163 Z', C.gold, 'stroke-width="1.5"'),
);

const frog = companion(
  path('M144 186 C142 170 152 160 170 160 C188 160 198 170 196 186 C188 192 152 192 144 186 Z', '#6db552') +
    ellipse(170, 180, 16, 8, '#c9e5b5', NO_LINE) + circle(156, 150, 9, '#6db552') + circle(184, 150, 9, '#6db552'),
  circle(156, 150, 5, '#ffffff', NO_LINE) + circle(184, 150, 5, '#ffffff', NO_LINE) + circle(157, 150, 2.6, C.ink, NO_LINE) + circle(185, 150, 2.6, C.ink, NO_LINE) +
    line('M158 170 Q170 178 182 170', C.ink, 2.5) + ellipse(150, 168, 4, 2.4, C.blush, `opacity="0.7" ${NO_LINE}`),
);

const robot = companion(
  line('M170 132 V122', C.ink, 2.5) + circle(170, 119, 3.5, C.danger, 'stroke-width="2"') +
    path('M148 132 H192 V166 H148 Z', '#b9c2cc') + path('M152 170 H188 V190 H152 Z', '#8d96a3') + circle(170, 180, 4, C.gold, 'stroke-width="1.5"'),
  path('M154 140 H186 V158 H154 Z', '#3a4456', 'stroke-width="2"') + circle(163, 149, 3.5, '#6ff0e8', NO_LINE) + circle(177, 149, 3.5, '#6ff0e8', NO_LINE),
);

const bunny = companion(
  path('M158 146 C150 120 156 108 162 110 C168 114 166 134 164 146 Z', '#f4f1ea') + path('M176 146 C176 130 180 110 188 112 C192 118 186 136 182 148 Z', '#f4f1ea') +
    path('M146 174 C146 154 156 144 170 144 C184 144 194 154 194 174 C194 186 184 192 170 192 C156 192 146 186 146 174 Z', '#f4f1ea') +
    path('M159 140 C156 126 158 118 161 118', 'none', 'stroke="#f7b6b0" stroke-width="3"'),
  eyes(170, 166, 8) + path('M167 174 H173 L170 177 Z', '#e58a8a', 'stroke-width="1.5"') + ellipse(156, 176, 4, 2.4, C.blush, `opacity="0.7" ${NO_LINE}`) + ellipse(184, 176, 4, 2.4, C.blush, `opacity="0.7" ${NO_LINE}`),
);

/** Legendary: a baby dragon in gold, wings up, glowing. */
const dragon = companion(
  glow(170, 166, 30, '#fff1a8') +
    path('M150 160 C138 146 138 132 144 126 C148 136 154 142 160 146 Z', '#f5c542') + path('M190 160 C202 146 202 132 196 126 C192 136 186 142 180 146 Z', '#f5c542') +
    path('M188 186 C198 184 200 176 196 170', 'none', 'stroke-width="5"') +
    path('M148 176 C148 154 158 144 170 144 C182 144 192 154 192 176 C192 188 182 194 170 194 C158 194 148 188 148 176 Z', '#e0a82e') +
    ellipse(170, 182, 12, 8, '#fff1a8', NO_LINE) + path('M160 146 L162 136 L166 145 Z M180 146 L178 136 L174 145 Z', '#fff6c9', 'stroke-width="1.5"') + glints([[142, 186], [196, 146]], 3),
  eyes(170, 162, 8) + circle(166, 172, 1.2, C.ink, NO_LINE) + circle(174, 172, 1.2, C.ink, NO_LINE),
);

export const moreSidekxPieces: ArtPiece[] = [
  { key: 'hoot-owl', type: none, traitType: 'SIDEKICK', draw: owl },
  { key: 'puddle-frog', type: none, traitType: 'SIDEKICK', draw: frog },
  { key: 'bolt-robot', type: none, traitType: 'SIDEKICK', draw: robot },
  { key: 'cotton-bunny', type: none, traitType: 'SIDEKICK', draw: bunny },
  { key: 'gold-dragonling', type: none, traitType: 'SIDEKICK', draw: dragon },
];
