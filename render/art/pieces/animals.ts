/**
 * The cat and the shadow wolf: the shared body in fur, with ears on top of the head (at EARS, where hats
 * leave holes for them), a muzzle, whiskers and a tail.
 */
import { EARS, headShift, onFace } from '../figure.ts';
import type { ArtPiece, Pose } from '../piece.ts';
import { C, circle, ellipse, line, moved, NO_LINE, path, tube } from '../svg.ts';
import { bodyPieces } from './body-parts.ts';

interface Animal {
  key: 'cat' | 'shadowwolf';
  fur: string;
  dark: string;
  light: string;
  innerEar: string;
  iris: string;
}

const CAT: Animal = { key: 'cat', fur: '#f0a45a', dark: '#c9773a', light: '#fbe3c2', innerEar: '#f7b6b0', iris: '#7cc46a' };
const WOLF: Animal = { key: 'shadowwolf', fur: '#5b6275', dark: '#3e4456', light: '#c9ced9', innerEar: '#8f7fa8', iris: C.gold };

function head(a: Animal) {
  return (pose: Pose) => {
    const ears = moved(headShift(pose), 0, path(EARS.left, a.fur) + path(EARS.right, a.fur) +
      path('M70 46 L71 24 L86 35 Z', a.innerEar, NO_LINE) + path('M130 46 L129 24 L114 35 Z', a.innerEar, NO_LINE));
    const marks = a.key === 'cat'
      ? line('M92 36 L94 46 M100 34 V46 M108 36 L106 46', a.dark, 3.5)
      : path('M100 34 L92 54 L100 60 L108 54 Z', a.dark, NO_LINE);
    // The wolf's cheek ruff, behind the head.
    const ruff = a.key === 'shadowwolf'
      ? path('M68 76 L50 90 L64 94 L54 106 L76 102 Z', a.fur) + path('M132 76 L150 90 L136 94 L146 106 L124 102 Z', a.fur)
      : '';
    return ears + ruff + circle(100, 70, 38, a.fur) + moved(headShift(pose), 0, marks);
  };
}

function face(a: Animal) {
  return (pose: Pose) => {
    const eye = (x: number) => ellipse(x, 74, 7, 8, a.iris) + ellipse(x, 75, 3, 6, C.ink, NO_LINE) + circle(x + 2, 71, 1.8, '#ffffff', NO_LINE);
    const muzzle = a.key === 'cat'
      ? ellipse(100, 92, 15, 10, a.light, NO_LINE) + path('M96 86 H104 L100 91 Z', '#e58a8a', 'stroke-width="2"') +
        line('M92 95 Q96 100 100 95 Q104 100 108 95', C.ink, 2.5)
      : ellipse(100, 92, 18, 13, a.light) + ellipse(100, 85, 6, 4, C.ink, NO_LINE) + line('M100 89 V95 M92 97 Q100 102 108 97', C.ink, 2.5);
    return onFace(pose, eye(85) + eye(115) + muzzle);
  };
}

function cheeks(a: Animal) {
  return (pose: Pose) => {
    const whiskers = a.key === 'cat' ? line('M80 92 L62 88 M80 96 L62 98 M120 92 L138 88 M120 96 L138 98', C.ink, 2) : '';
    return onFace(pose, ellipse(74, 90, 6, 3.5, C.blush, `opacity="0.6" ${NO_LINE}`) + ellipse(126, 90, 6, 3.5, C.blush, `opacity="0.6" ${NO_LINE}`) + whiskers);
  };
}

/** The tail curls up beside the legs, inside every window; the HEAD view stops above it. */
function tail(a: Animal) {
  return (pose: Pose) =>
    pose.view === 'HEAD'
      ? ''
      : a.key === 'cat'
        ? tube('M124 156 C146 160 156 140 150 124', a.fur, 10) + line('M142 154 l5 -4 M151 140 l7 0 M151 130 l6 2', a.dark, 3)
        : path('M122 150 C144 154 156 140 152 120 C160 132 160 148 150 162 C142 170 130 166 122 160 Z', a.fur) +
          path('M152 120 C156 128 157 136 156 144 C152 140 150 130 152 120 Z', a.light, NO_LINE);
}

export const animalPieces: ArtPiece[] = [CAT, WOLF].flatMap((a) =>
  bodyPieces({ key: a.key, type: a.key, skin: a.fur, belly: a.light, paws: true, head: head(a), face: face(a), cheeks: cheeks(a), tail: tail(a) }),
);
