/**
 * More skins (issue 19), for every body: a pattern over the body (limbs follow the pose, the torso is
 * squeezed in profile) and one over the head, drawn under the face. Legendary: a gold statue, a galaxy.
 */
import { armPath, arms, foot, hand, headShift, legPath, onTorso, TORSO } from '../figure.ts';
import type { ArtPiece, Pose } from '../piece.ts';
import { C, circle, ellipse, glints, glow, moved, NO_LINE, path, star, tube } from '../svg.ts';

const none = 'none' as const;

/** The whole body in `color`: legs, feet, torso, arms and hands; `pattern` on the torso. */
function coat(pose: Pose, color: string, pattern = '', limbs = ''): string {
  return tube(legPath('left', pose), color, 15) + tube(legPath('right', pose), color, 15) +
    (['left', 'right'] as const).map((side) => { const f = foot(side, pose); return ellipse(f.x, 181, f.toward ? 13 : 12, 7, color); }).join('') +
    onTorso(pose, path(TORSO, color) + pattern) +
    arms(pose).map((side) => tube(armPath(side, 1, pose), color, 11) + circle(...hand(side, pose), 8, color)).join('') + limbs;
}

const spots = (points: ReadonlyArray<readonly [number, number]>, fill: string, r = 3) =>
  points.map(([x, y], i) => ellipse(x, y, r + (i % 2), r, fill, `stroke-width="1.5"`)).join('');

const BODY_SPOTS = [[84, 120], [112, 116], [96, 134], [120, 136], [78, 146], [104, 150]] as const;
const HEAD_SPOTS = [[72, 56], [124, 52], [100, 40], [130, 72]] as const;

/** The pattern on the head, under the face (the skin's head image weighs 4.55). */
const onHead = (content: string) => (pose: Pose) => moved(headShift(pose), 0, content);

function skin(key: string, body: (pose: Pose) => string, head: (pose: Pose) => string): ArtPiece[] {
  return [
    { key, type: none, traitType: 'SKIN', draw: body },
    { key: `${key}-head`, type: none, traitType: 'SKIN', draw: head },
  ];
}

const GALAXY = '#2c2a5c';
const galaxyStars = (points: ReadonlyArray<readonly [number, number]>) => points.map(([x, y], i) => (i % 2 ? circle(x, y, 1.4, '#ffffff', NO_LINE) : star(x, y, 3, '#fff6c9', NO_LINE))).join('');

export const moreSkinPieces: ArtPiece[] = [
  // Leopard rosettes over the fur or skin.
  ...skin('leopard-spots', (pose) => onTorso(pose, spots(BODY_SPOTS, '#8a5a30', 3.5)), onHead(spots(HEAD_SPOTS, '#8a5a30', 3))),
  ...skin('polka-dots', (pose) => onTorso(pose, spots(BODY_SPOTS, '#ffffff', 3)), onHead(spots(HEAD_SPOTS, '#ffffff', 2.6))),
  ...skin('patchwork', (pose) => onTorso(pose, path('M80 112 H98 V130 H78 Z', '#e0563f', 'stroke-dasharray="2 1.5" stroke-width="1.5"') +
    path('M104 132 H122 L124 150 H104 Z', '#4fa3a5', 'stroke-dasharray="2 1.5" stroke-width="1.5"')),
    onHead(path('M112 40 H130 L132 58 H114 Z', '#f5c542', 'stroke-dasharray="2 1.5" stroke-width="1.5"'))),
  // Epic: a crystal body, faceted in pale blue.
  ...skin('crystal-skin', (pose) => coat(pose, '#bfe6f2', `<g stroke-width="1.5">${path('M80 114 L100 130 L120 114 M100 130 V158 M74 140 L100 130 L126 140', 'none')}</g>`),
    onHead(circle(100, 70, 38, '#bfe6f2') + path('M66 60 L100 46 L134 60 M100 46 V32', 'none', 'stroke-width="1.5"') + path('M70 52 L82 44', 'none', 'stroke="#ffffff" stroke-width="3"'))),
  // Legendary: a gold statue, glowing, with glints.
  ...skin('golden-statue', (pose) => glow(100, 140, 54, '#fff1a8') + coat(pose, C.gold, path('M84 116 C90 112 100 112 104 116', 'none', 'stroke="#fff6c9" stroke-width="3"')) + glints([[62, 120], [140, 160]], 3.5),
    onHead(circle(100, 70, 38, C.gold) + path('M74 52 C80 42 92 36 102 36', 'none', 'stroke="#fff6c9" stroke-width="4"'))),
  // Legendary: the night sky itself, stars and all.
  ...skin('galaxy-skin', (pose) => glow(100, 140, 54, '#b9a6f0') + coat(pose, GALAXY, galaxyStars([[84, 120], [112, 124], [96, 140], [120, 146], [80, 150]])) + glints([[62, 122], [140, 158]], 3.5),
    onHead(circle(100, 70, 38, GALAXY) + galaxyStars([[76, 52], [120, 46], [100, 38], [132, 62], [68, 70]]))),
];
