/**
 * Costumes whose rules change the rest of the avatar: the poncho hides arms, the mermaid tail hides
 * legs and feet, the beard hides the blush, the robe keeps trousers under it, the hood goes over hats.
 */
import { headShift, onFace, onTorso, TORSO } from '../figure.ts';
import type { ArtPiece, Pose } from '../piece.ts';
import { C, circle, line, moved, NO_LINE, path } from '../svg.ts';
import { sleeves } from './clothes.ts';

const none = 'none' as const;

export const costumePieces: ArtPiece[] = [
  {
    key: 'poncho', type: none, traitType: 'SHIRT',
    draw: (pose: Pose) => onTorso(pose,
      path('M100 102 C84 102 70 108 62 120 L48 160 C80 170 120 170 152 160 L138 120 C130 108 116 102 100 102 Z', '#e0563f') +
      line('M54 146 C84 154 116 154 146 146', C.gold, 5) + line('M51 154 C84 162 116 162 149 154', '#3f8f4a', 4) +
      path('M88 104 L100 118 L112 104 Z', '#b8412e', 'stroke-width="2.5"')),
  },
  {
    key: 'mermaid-tail', type: none, traitType: 'PANTS',
    draw: (pose: Pose) => onTorso(pose,
      path('M70 148 C90 154 110 154 130 148 C128 166 116 176 104 180 L112 196 C104 194 98 192 96 186 C92 192 86 194 78 196 L90 178 C78 172 70 162 70 148 Z', '#3fb5a8') +
      line('M80 160 q6 4 12 0 M96 160 q6 4 12 0 M112 158 q5 3 10 0 M88 170 q6 4 12 0', '#2b8a80', 2.5)),
  },
  {
    key: 'beard', type: none, traitType: 'FACE',
    draw: (pose: Pose) => onFace(pose,
      path('M66 84 C70 98 80 106 88 104 C92 98 108 98 112 104 C120 106 130 98 134 84 C136 112 124 132 100 136 C76 132 64 112 66 84 Z', '#f4f1ea') +
      path('M86 96 C92 90 108 90 114 96 C108 98 92 98 86 96 Z', '#f4f1ea') +
      line('M92 110 q8 6 16 0 M84 120 q16 8 32 0', '#d8d2c4', 2.5)),
  },
  {
    key: 'wizard-robe', type: none, traitType: 'SHIRT',
    draw: (pose: Pose) => onTorso(pose,
      path(TORSO, '#6a4fb3') +
      path('M68 150 C88 158 112 158 132 150 L140 184 C114 192 86 192 60 184 Z', '#6a4fb3') +
      line('M100 106 V188', '#4f3a8c', 3) +
      circle(112, 126, 3, C.gold, NO_LINE) + circle(86, 160, 2.5, C.gold, NO_LINE) + circle(120, 172, 2.5, C.gold, NO_LINE)),
  },
  {
    key: 'wizard-robe-sleeves', type: none, traitType: 'SHIRT',
    draw: (pose: Pose) => sleeves(pose, '#6a4fb3', 17, 0.6),
  },
  {
    key: 'hoodie', type: none, traitType: 'SHIRT',
    // The hood is a ring around the face, so lifted over the hat it frames the face and covers the brim.
    draw: (pose: Pose) =>
      onTorso(pose, path(TORSO, '#8a9bb0') + path('M88 126 H112 L114 140 H86 Z', '#7a8aa0') + line('M92 106 L90 124 M108 106 L110 124', '#ffffff', 2.5)) +
      moved(headShift(pose), 0,
        path('M100 26 C134 26 148 48 146 78 C144 100 130 112 100 112 C70 112 56 100 54 78 C52 48 66 22 100 22 Z M100 40 C78 40 68 56 68 76 C68 96 82 104 100 104 C118 104 132 96 132 76 C132 56 122 40 100 40 Z', '#8a9bb0', 'fill-rule="evenodd"')),
  },
  {
    key: 'hoodie-sleeves', type: none, traitType: 'SHIRT',
    draw: (pose: Pose) => sleeves(pose, '#8a9bb0'),
  },
];
