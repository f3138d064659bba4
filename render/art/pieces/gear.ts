/** Accessories: the explorers' gear held at the hands (left 64,146; right 136,146), and the themed ones. */
import { held } from '../figure.ts';
import type { ArtPiece, Pose } from '../piece.ts';
import { C, circle, line, NO_LINE, path, rect, tube } from '../svg.ts';

const none = 'none' as const;
const WOOD = '#9a5b34';
const BRASS = '#d69a45';

const gear = (key: string, draw: (pose: Pose) => string, frame?: ArtPiece['frame']): ArtPiece => ({ key, type: none, traitType: 'ACCESSORY', draw, ...(frame ? { frame } : {}) });
/** Held in the front view's `side` hand; in profile carried to the one hand that shows. */
const inHand = (side: 'left' | 'right', content: string) => (pose: Pose) => held(side, pose, content);

export const gearPieces: ArtPiece[] = [
  // Pip's folded trail map, held up by its lower corner in the left hand, so the bust views show it whole.
  gear('trail-map', inHand('left', '<g transform="translate(25 20) scale(0.75)">' +
    path('M12 126 L28 120 L44 126 L60 120 L60 162 L44 168 L28 162 L12 168 Z', '#fff3d6') +
    path('M28 120 L44 126 V168 L28 162 Z', '#f0dcb0', NO_LINE) +
    line('M28 120 V162 M44 126 V168', C.ink, 2, 'opacity="0.6"') +
    line('M18 156 C26 146 34 154 40 144 S50 136 52 132', C.accent, 3, 'stroke-dasharray="2 6"') +
    line('M49 129 l7 7 M56 129 l-7 7', C.danger, 3) + '</g>')),
  // Fern's sprout pot, lifted on the left hand.
  gear('sprout-pot', inHand('left', '<g transform="translate(0 -10)">' +
    line('M52 140 V120', '#3f7f2f', 4) +
    path('M52 124 C44 110 32 114 34 122 C40 128 48 126 52 124 Z', '#9fd67f') +
    path('M52 128 C60 116 72 118 70 126 C64 132 56 130 52 128 Z', '#6db552') +
    path('M40 146 H64 L60 168 H44 Z', '#d77a4a') + rect(36, 138, 32, 10, '#e59a66', 'rx="3"') + '</g>')),
  // Nell's wrench, raised in the right hand.
  gear('wrench', inHand('right', '<g transform="translate(-8 0)">' +
    tube('M144 148 L152 104', C.steel, 8) +
    path('M146 104 C138 96 142 82 152 80 L154 92 L162 94 L166 84 C172 92 168 106 158 108 Z', C.steel) + '</g>')),
  // Orin's brass telescope on its tripod, standing at the right.
  gear('telescope', () => '<g transform="translate(-10 0)">' +
    tube('M166 132 L150 188', WOOD, 5) + tube('M166 132 L184 188', WOOD, 5) + tube('M166 132 L168 190', WOOD, 5) +
    tube('M140 152 L154 140', BRASS, 8) + tube('M154 140 L186 110', BRASS, 14) +
    line('M151 132 L160 144 M178 104 L186 114', '#a06a2a', 4) +
    `<ellipse cx="190" cy="106" rx="5" ry="11" transform="rotate(-43 190 106)" fill="${C.sapphireLight}"/>` +
    circle(166, 132, 6, '#a06a2a', 'stroke-width="2.5"') + '</g>'),
  // A convention badge on a lanyard; compose writes the name in its white panel (figure 86,133 28x11).
  gear('convention-badge', () => (
    line('M88 106 L95 124 M112 106 L105 124', C.sapphire, 4) +
    rect(84, 124, 32, 24, C.paper, 'rx="3"') +
    path('M84 127 A3 3 0 0 1 87 124 H113 A3 3 0 0 1 116 127 V131 H84 Z', C.sapphire, 'stroke-width="2.5"') +
    circle(90, 127.5, 1.4, C.gold, NO_LINE) + circle(95, 127.5, 1.4, C.gold, NO_LINE))),
  // A milk carton, drawn to fill its own box: the milk-carton trait's placement fields put it at the mouth.
  gear('milk-carton', () =>
    path('M60 70 L100 40 L140 70 Z', '#e9edf2') +
    rect(60, 70, 80, 110, '#ffffff', 'rx="4"') +
    rect(60, 104, 80, 30, C.sapphire) +
    path('M74 150 C80 140 92 146 88 156 C84 164 72 160 74 150 Z', C.ink, NO_LINE) +
    path('M112 82 C120 76 130 84 124 92 C118 98 108 90 112 82 Z', C.ink, NO_LINE) +
    circle(100, 119, 8, C.paper, 'stroke-width="2.5"'), 'canvas'),
];
