/** Shirts (with sleeves as their own `arms` image), trousers and boots on the shared template. */
import { armPath, arms, foot, HIPS, legPath, onTorso, TORSO } from '../figure.ts';
import type { ArtPiece, Pose } from '../piece.ts';
import { C, circle, line, path, rect, star, tube } from '../svg.ts';

const none = 'none' as const;

function shirt(key: string, color: string, details: string, sleeveColor = color): ArtPiece[] {
  return [
    { key, type: none, traitType: 'SHIRT', draw: (pose) => onTorso(pose, path(TORSO, color) + details) },
    // Sleeves stop at the wrist so the hands stay in front.
    { key: `${key}-sleeves`, type: none, traitType: 'SHIRT', draw: (pose) => sleeves(pose, sleeveColor) },
  ];
}

/** Sleeves on both arms (one in profile), ending at the wrist. */
export function sleeves(pose: Pose, color: string, width = 12, reach = 0.55): string {
  return arms(pose).map((side) => tube(armPath(side, reach, pose), color, width)).join('');
}

/** Trouser legs on both legs and the hip band (`extra` drawn on the hips, squeezed with them in profile). */
export function trouserLegs(pose: Pose, color: string, extra = '', width = 16): string {
  return tube(legPath('left', pose), color, width) + tube(legPath('right', pose), color, width) + onTorso(pose, path(HIPS, color) + extra);
}

function trousers(key: string, color: string, extra = ''): ArtPiece {
  return { key, type: none, traitType: 'PANTS', draw: (pose) => trouserLegs(pose, color, extra) };
}

/** A boot on the foot at x, its toe towards `toward` (0: facing us). */
function boot(x: number, toward: number): string {
  const t = toward * 4;
  return path(`M${x - 12 + t} 186 C${x - 14 + t} 176 ${x - 8} 170 ${x} 170 C${x + 8} 170 ${x + 12} 176 ${x + 12 + t} 186 Z`, '#7a4a2a') +
    line(`M${x - 8 + t} 180 H${x + 9 + t}`, '#ffffff', 2, 'opacity="0.35"');
}

export const clothesPieces: ArtPiece[] = [
  ...shirt('pip-shirt', '#5fae8e',
    rect(80, 124, 14, 12, '#4e9a7b', 'rx="2"') + rect(106, 124, 14, 12, '#4e9a7b', 'rx="2"') +
    path('M70 146 C90 152 110 152 130 146 L131 154 C110 160 90 160 69 154 Z', '#7a4a2a') +
    rect(95, 147, 10, 9, C.gold, 'rx="2" stroke-width="2.5"') +
    // the neckerchief
    path('M82 104 H118 L100 124 Z', '#e0563f')),
  ...shirt('fern-shirt', '#f4e3b5',
    path('M71 140 C90 146 110 146 129 140 L132 156 C112 164 88 164 68 156 Z', '#6db552') +
    tube('M80 108 L130 146', '#94502a', 5)),
  ...shirt('nell-shirt', C.accent, line('M92 110 Q100 116 108 110', '#c96a22', 3)),
  ...shirt('orin-shirt', '#4a58b4',
    line('M100 106 V158', '#3a4696', 3) + star(112, 134, 6) +
    // the yellow scarf and its tail
    path('M76 104 C90 114 110 114 124 104 L126 116 C110 126 90 126 74 116 Z', C.gold) +
    path('M112 118 L120 140 L130 136 L122 114 Z', C.gold)),

  trousers('pip-pants', '#9a6b43'),
  trousers('fern-pants', '#c9743e'),
  trousers('orin-pants', '#2f3566'),
  trousers('nell-overalls', '#4f7fe0'),
  // The bib and straps of the overalls, drawn over the shirt (pants-over-shirt lifts the whole trait).
  {
    key: 'nell-overalls-bib', type: none, traitType: 'PANTS',
    draw: (pose) => onTorso(pose,
      path('M84 118 H116 L118 140 H82 Z', '#4f7fe0') + path('M72 140 H128 L132 156 C112 164 88 164 68 156 Z', '#4f7fe0') +
      rect(92, 122, 16, 12, '#3f6cc8', 'rx="2"') + line('M104 112 L102 126', C.gold, 3) +
      tube('M86 120 L80 106', '#4f7fe0', 6) + tube('M114 120 L120 106', '#4f7fe0', 6) +
      circle(87, 122, 3, C.gold, 'stroke-width="2"') + circle(113, 122, 3, C.gold, 'stroke-width="2"')),
  },

  {
    key: 'trail-boots', type: none, traitType: 'SHOES',
    draw: (pose) => (['left', 'right'] as const).map((side) => { const f = foot(side, pose); return boot(f.x, f.toward); }).join(''),
  },
];
