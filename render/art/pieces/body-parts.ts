/**
 * Builds the eight images of a body (tail, torso, legs, feet, arms, head, face, cheeks) from a look, so
 * the explorers, the cat and the wolf share one template and differ only in colours and heads.
 */
import { armPath, HANDS, legPath, TORSO } from '../figure.ts';
import type { ArtPiece, Pose } from '../piece.ts';
import { C, circle, ellipse, group, NO_LINE, path, tube } from '../svg.ts';

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

function torso(look: BodyLook): string {
  return [
    ellipse(100, 190, 48, 6, C.ink, `opacity="0.12" ${NO_LINE}`),
    path(TORSO, look.skin),
    look.belly ? path('M88 118 C92 112 108 112 112 118 L116 152 C106 156 94 156 84 152 Z', look.belly, NO_LINE) : '',
  ].join('');
}

function feet(look: BodyLook): string {
  const foot = (x: number) =>
    look.paws
      ? ellipse(x, 181, 12, 7, look.skin) + path(`M${x - 4} 178 v5 M${x + 4} 178 v5`, 'none', 'stroke-width="2"')
      : ellipse(x, 181, 11, 6, look.skin);
  return foot(86) + foot(114);
}

function arms(look: BodyLook): string {
  const paw = (x: number, y: number) => circle(x, y, 8, look.skin);
  return tube(armPath('left'), look.skin, 11) + tube(armPath('right'), look.skin, 11) + paw(...HANDS.left) + paw(...HANDS.right);
}

/** The body's pieces, keyed `<key>-<part>` as db/catalogue/traits.ts names them. */
export function bodyPieces(look: BodyLook): ArtPiece[] {
  const part = (name: string, draw: (pose: Pose) => string): ArtPiece => ({ key: `${look.key}-${name}`, type: look.type, traitType: 'BODY', draw });
  const pieces = [
    part('legs', () => group(tube(legPath('left'), look.skin, 15) + tube(legPath('right'), look.skin, 15))),
    part('feet', () => feet(look)),
    part('torso', () => torso(look)),
    part('arms', () => arms(look)),
    part('head', look.head),
    part('face', look.face),
    part('cheeks', look.cheeks),
  ];
  return look.tail ? [part('tail', look.tail), ...pieces] : pieces;
}
