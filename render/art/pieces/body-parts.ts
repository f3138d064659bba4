/**
 * Builds the eight images of a body (tail, torso, legs, feet, arms, head, face, cheeks) from a look, so
 * the explorers, the cat and the wolf share one template and differ only in colours and heads.
 */
import { armPath, arms as armSides, foot, hand, legPath, onTorso, TORSO } from '../figure.ts';
import type { ArtPiece, Pose } from '../piece.ts';
import { C, circle, ellipse, group, mirrored, NO_LINE, path, tube } from '../svg.ts';

export interface BodyLook {
  key: string;
  type: ArtPiece['type'];
  /** Skin or fur. */
  skin: string;
  /** A lighter belly patch (animals). */
  belly?: string;
  paws?: boolean;
  head(pose: Pose): string;
  face(pose: Pose): string;
  cheeks(pose: Pose): string;
  tail?(pose: Pose): string;
}

function torso(look: BodyLook, pose: Pose): string {
  return [
    ellipse(100, 190, pose.turn ? 36 : 48, 6, C.ink, `opacity="0.12" ${NO_LINE}`),
    onTorso(pose, path(TORSO, look.skin) +
      (look.belly ? path('M88 118 C92 112 108 112 112 118 L116 152 C106 156 94 156 84 152 Z', look.belly, NO_LINE) : '')),
  ].join('');
}

function feet(look: BodyLook, pose: Pose): string {
  const draw = (side: 'left' | 'right') => {
    const { x, toward } = foot(side, pose);
    const rx = toward ? 13 : look.paws ? 12 : 11;
    return look.paws
      ? ellipse(x, 181, rx, 7, look.skin) + path(`M${x - 4 + toward * 6} 178 v5 M${x + 4 + toward * 6} 178 v5`, 'none', 'stroke-width="2"')
      : ellipse(x, 181, rx, 6, look.skin);
  };
  return draw('left') + draw('right');
}

function arms(look: BodyLook, pose: Pose): string {
  return armSides(pose).map((side) => tube(armPath(side, 1, pose), look.skin, 11) + circle(...hand(side, pose), 8, look.skin)).join('');
}

/** The body's pieces, keyed `<key>-<part>` as db/catalogue/traits.ts names them. */
export function bodyPieces(look: BodyLook): ArtPiece[] {
  const part = (name: string, draw: (pose: Pose) => string): ArtPiece => ({ key: `${look.key}-${name}`, type: look.type, traitType: 'BODY', draw });
  const pieces = [
    part('legs', (pose) => group(tube(legPath('left', pose), look.skin, 15) + tube(legPath('right', pose), look.skin, 15))),
    part('feet', (pose) => feet(look, pose)),
    part('torso', (pose) => torso(look, pose)),
    part('arms', (pose) => arms(look, pose)),
    part('head', look.head),
    part('face', look.face),
    part('cheeks', look.cheeks),
  ];
  // In profile the tail swings out behind: mirrored to the side the figure turns away from.
  const tail = look.tail;
  return tail ? [part('tail', (pose) => (pose.turn === 1 ? mirrored(tail(pose)) : tail(pose))), ...pieces] : pieces;
}
