/**
 * More things worn on the back (issue 19): behind the body, squeezed and moved behind it in profile
 * (onBack). Wings fold to fit the bust views (wings() in outdoor.ts). Legendary: angel wings in gold light.
 */
import { onBack } from '../figure.ts';
import type { ArtPiece, Pose } from '../piece.ts';
import { C, circle, ellipse, glints, glow, line, NO_LINE, path, rect } from '../svg.ts';
import { wings } from './outdoor.ts';

const none = 'none' as const;
const back = (key: string, content: string): ArtPiece => ({ key, type: none, traitType: 'BACK', draw: (pose: Pose) => onBack(pose, content) });

const butterfly = () =>
  path('M84 122 C60 92 24 92 26 112 C28 128 56 132 84 126 Z', '#8cc4f2') + path('M84 128 C60 134 36 152 44 164 C56 172 76 150 86 132 Z', '#f28cb1') +
  circle(50, 110, 6, '#ffffff', 'stroke-width="2"') + circle(58, 152, 4, C.gold, 'stroke-width="1.5"') + line('M84 124 C66 114 48 108 34 110', '#2c3478', 1.5);

const dragonWing = () =>
  path('M84 120 C70 96 44 84 22 86 C30 94 32 102 30 110 C38 108 44 112 44 120 C52 116 60 120 62 128 C70 124 78 126 84 132 Z', '#5a9a4a') +
  line('M84 122 L24 88 M84 124 L32 110 M84 128 L46 120 M84 130 L62 128', '#3f7035', 2) + circle(22, 86, 2.5, C.paper, 'stroke-width="1.5"');

const jetpack = () =>
  rect(58, 100, 28, 50, '#b9c2cc', 'rx="10"') + rect(114, 100, 28, 50, '#b9c2cc', 'rx="10"') + rect(92, 116, 16, 24, '#8d96a3', 'rx="3"') +
  path('M62 150 L72 170 L82 150 Z', C.accent, 'stroke-width="2"') + path('M118 150 L128 170 L138 150 Z', C.accent, 'stroke-width="2"') +
  path('M67 150 L72 162 L77 150 Z', C.gold, NO_LINE) + path('M123 150 L128 162 L133 150 Z', C.gold, NO_LINE) + circle(72, 110, 3, C.danger, 'stroke-width="1.5"');

const quiver = () =>
  `<g transform="translate(20 -14) rotate(-24 100 130)">${rect(86, 100, 28, 56, '#8a5a30', 'rx="6"') + line('M86 112 H114 M86 144 H114', '#6b4424', 3) +
  line('M94 100 L92 80 M102 100 V76 M110 100 L112 82', C.ink, 2.5) +
  path('M88 82 L92 72 L96 82 Z', C.danger, 'stroke-width="1.5"') + path('M98 78 L102 68 L106 78 Z', C.paper, 'stroke-width="1.5"') + path('M108 84 L112 74 L116 84 Z', C.danger, 'stroke-width="1.5"')}</g>`;

const guitar = () =>
  `<g transform="translate(-6 -4) rotate(-40 100 130)">${rect(96, 70, 8, 44, '#6b4424') + rect(93, 62, 14, 10, '#3a2a1e', 'rx="2"') +
  path('M100 112 C84 112 80 124 86 132 C78 140 82 160 100 160 C118 160 122 140 114 132 C120 124 116 112 100 112 Z', '#d77a4a') +
  circle(100, 134, 6, '#3a2a1e', NO_LINE) + line('M98 74 V154 M102 74 V154', '#f4f1ea', 0.8)}</g>`;

const shell = () =>
  ellipse(100, 132, 40, 34, '#6b8a3a') + path('M100 104 L116 118 L110 140 L90 140 L84 118 Z', '#8cb04a', 'stroke-width="2"') +
  line('M84 118 L64 112 M116 118 L136 112 M90 140 L76 158 M110 140 L124 158 M100 104 V98', '#4f6b2a', 2);

const balloons = () =>
  line('M96 110 C90 80 76 60 70 40 M100 110 V32 M104 110 C110 80 124 60 130 44', C.ink, 1.5) +
  ellipse(70, 32, 11, 13, C.danger) + ellipse(100, 24, 11, 13, C.gold) + ellipse(130, 36, 11, 13, C.sapphire) +
  line('M66 26 q2 -4 6 -4 M96 18 q2 -4 6 -4 M126 30 q2 -4 6 -4', '#ffffff', 2);

/** Legendary: great white angel wings lit in gold. */
const angelWing = () =>
  path('M86 118 C70 92 40 80 26 84 C30 92 28 98 24 104 C34 104 36 110 30 116 C40 118 42 124 36 130 C48 130 52 136 48 142 C62 140 74 134 86 128 Z', '#ffffff') +
  line('M84 120 C66 104 48 96 32 92 M84 124 C66 114 50 110 34 110 M84 127 C68 124 56 124 42 126', '#e6d9a8', 2) + line('M86 118 C70 92 40 80 26 84', C.gold, 2.5);

export const moreBackPieces: ArtPiece[] = [
  back('butterfly-wings', wings(butterfly())),
  back('dragon-wings', wings(dragonWing())),
  back('rocket-jetpack', jetpack()),
  back('archer-quiver', quiver()),
  back('travel-guitar', guitar()),
  back('turtle-shell', shell()),
  back('balloon-bunch', balloons()),
  back('angel-wings', glow(100, 118, 64, '#fff1a8') + wings(angelWing()) + glints([[40, 80], [160, 84], [36, 150]], 3.5)),
];
