/** Face wearables, the clockwork skin and the starry cape (BACK). */
import { armPath, arms, foot, hand, headShift, legPath, onBack, onFace, onTorso, TORSO } from '../figure.ts';
import type { ArtPiece, Pose } from '../piece.ts';
import { C, circle, ellipse, line, moved, NO_LINE, path, rect, tube } from '../svg.ts';

const none = 'none' as const;
const METAL = '#aeb8c4';
const METAL_DARK = '#7d8896';

const rivets = (points: Array<[number, number]>) => points.map(([x, y]) => circle(x, y, 1.8, METAL_DARK, NO_LINE)).join('');

export const wearablePieces: ArtPiece[] = [
  {
    key: 'round-specs', type: none, traitType: 'FACE',
    draw: (pose: Pose) => onFace(pose,
      circle(86, 78, 11, C.sapphireLight, 'fill-opacity="0.45"') + circle(114, 78, 11, C.sapphireLight, 'fill-opacity="0.45"') +
      line('M97 77 Q100 74 103 77', C.ink, 3) + line('M75 76 L64 72 M125 76 L136 72', C.ink, 3)),
  },
  {
    key: 'bubble-gum', type: none, traitType: 'FACE',
    draw: (pose: Pose) => onFace(pose, circle(100, 102, 15, '#f7a8c8') + path('M92 96 A9 9 0 0 1 100 91', 'none', 'stroke="#ffffff" stroke-width="3.5"')),
  },
  {
    key: 'clockwork-plating', type: none, traitType: 'SKIN',
    draw: (pose: Pose) =>
      tube(legPath('left', pose), METAL, 15) + tube(legPath('right', pose), METAL, 15) +
      (['left', 'right'] as const).map((side) => { const f = foot(side, pose); return ellipse(f.x, 181, f.toward ? 13 : 12, 7, METAL_DARK); }).join('') +
      onTorso(pose, path(TORSO, METAL) + rect(88, 120, 24, 22, METAL_DARK, 'rx="4"') + circle(100, 131, 6, C.gold, 'stroke-width="2.5"') +
        rivets([[80, 118], [120, 118], [76, 148], [124, 148]])) +
      arms(pose).map((side) => tube(armPath(side, 1, pose), METAL, 11) + circle(...hand(side, pose), 8, METAL_DARK)).join(''),
  },
  {
    key: 'clockwork-plating-head', type: none, traitType: 'SKIN',
    draw: (pose: Pose) =>
      circle(100, 70, 38, METAL) + moved(headShift(pose), 0, line('M100 32 V20', C.ink, 3) + circle(100, 17, 4.5, C.gold, 'stroke-width="2.5"') + rivets([[72, 56], [128, 56]])) +
      onFace(pose,
        rect(74, 66, 52, 20, '#3a4456', 'rx="9"') + ellipse(88, 76, 6, 5, '#6ff0e8', NO_LINE) + ellipse(112, 76, 6, 5, '#6ff0e8', NO_LINE) +
        line('M90 96 H110 M90 100 H110', C.ink, 2.5)),
  },
  {
    key: 'star-cape', type: none, traitType: 'BACK',
    draw: (pose: Pose) => onBack(pose,
      path('M74 110 C56 130 52 166 58 180 C80 186 120 186 142 180 C148 166 144 130 126 110 Z', '#2c3478') +
      circle(66, 164, 2, C.gold, NO_LINE) + circle(136, 150, 2, C.gold, NO_LINE) + circle(72, 136, 1.6, C.gold, NO_LINE) + circle(130, 172, 1.6, C.gold, NO_LINE)),
  },
];
