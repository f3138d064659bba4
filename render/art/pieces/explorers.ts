/**
 * The four onboarding explorers as avatar bodies: the heads, hair and faces of
 * web/src/components/art/explorers-*.tsx on the shared template; their clothes and gear are wearables.
 */
import { headShift, onFace } from '../figure.ts';
import type { ArtPiece, Pose } from '../piece.ts';
import { C, circle, ellipse, line, moved, NO_LINE, path } from '../svg.ts';
import { bodyPieces } from './body-parts.ts';

interface Kid {
  key: string;
  skin: string;
  shade: string;
  hairBack: string;
  hairFront: string;
  eyes?: 'open' | 'glad';
  freckles?: string;
}

/** Ears, head and hair; the far ear hides behind the head when it turns. */
function kidHead(kid: Kid) {
  return (pose: Pose) => {
    const ear = (x: number) => circle(x, 76, 9, kid.shade);
    const ears = pose.turn === 0 ? ear(62) + ear(138) : pose.turn > 0 ? ear(65) : ear(135);
    return kid.hairBack + ears + circle(100, 70, 38, kid.skin) + moved(headShift(pose), 0, kid.hairFront);
  };
}

function kidFace(kid: Kid) {
  return (pose: Pose) => {
    const eyes =
      kid.eyes === 'glad'
        ? path('M79 80 Q86 71 93 80 M107 80 Q114 71 121 80', 'none', 'stroke-width="4"')
        : ellipse(86, 78, 5.5, 7, C.ink, NO_LINE) + ellipse(114, 78, 5.5, 7, C.ink, NO_LINE) +
          circle(88, 75, 2.2, '#ffffff', NO_LINE) + circle(116, 75, 2.2, '#ffffff', NO_LINE);
    return onFace(pose, eyes + line('M92 93 Q100 101 108 93', C.ink, 3.5) + (kid.freckles ?? ''));
  };
}

const kidCheeks = (pose: Pose) =>
  onFace(pose, ellipse(76, 92, 7, 4, C.blush, `opacity="0.75" ${NO_LINE}`) + ellipse(124, 92, 7, 4, C.blush, `opacity="0.75" ${NO_LINE}`));

const FERN_CURLS: ReadonlyArray<readonly [number, number, number]> = [
  [66, 60, 17], [74, 40, 19], [98, 30, 21], [124, 38, 20], [135, 60, 17], [61, 82, 13], [139, 82, 13],
];

const KIDS: Kid[] = [
  {
    key: 'pip', skin: '#f6cfa8', shade: '#e8b48a',
    hairBack: path('M60 70 C58 56 66 48 74 50 L126 50 C134 48 142 56 140 70 Z', '#d9713a'),
    hairFront: path('M64 58 C70 40 88 32 100 32 C112 32 130 40 136 58 L128 70 L122 56 L114 64 L108 50 L100 60 L92 50 L86 64 L78 56 L72 70 Z', '#d9713a'),
    freckles: ['72 86', '78 89', '122 89', '128 86'].map((p) => { const [x, y] = p.split(' ').map(Number); return circle(x!, y!, 1.6, '#c9844f', NO_LINE); }).join(''),
  },
  {
    key: 'fern', skin: '#a8693f', shade: '#8d5532', eyes: 'glad',
    // One silhouette: ink discs under hair discs, so the curls share a single outline.
    hairBack:
      FERN_CURLS.map(([x, y, r]) => circle(x, y, r + 3, C.ink, NO_LINE)).join('') +
      FERN_CURLS.map(([x, y, r]) => circle(x, y, r, '#4a2e22', NO_LINE)).join(''),
    hairFront:
      path('M62 66 C58 38 80 28 100 28 C120 28 142 38 138 66 Q130 54 120 58 Q112 48 100 56 Q88 48 80 58 Q70 54 62 66 Z', '#4a2e22') +
      line('M80 40 q5 -5 10 0 M106 36 q5 -5 10 0', '#7a5444', 2.5) +
      path('M122 34 C130 18 148 18 150 24 C146 34 134 38 122 34 Z', '#6db552') +
      line('M124 33 C132 28 140 25 148 24', C.ink, 2) +
      circle(116, 30, 5, '#f7a8b8') + circle(108, 26, 5, '#f7a8b8') + circle(110, 36, 5, '#f7a8b8') + circle(112, 31, 3, C.gold, 'stroke-width="2"'),
  },
  {
    key: 'nell', skin: '#f1c29a', shade: '#dca27a',
    hairBack: path('M58 86 C50 40 80 26 100 28 C122 26 150 40 142 86 C140 98 128 98 128 90 H72 C72 98 60 98 58 86 Z', '#8a4b2a'),
    hairFront: path('M64 62 C66 38 88 30 104 32 C124 32 138 46 136 64 C124 54 110 52 100 58 C92 50 76 52 64 62 Z', '#8a4b2a'),
  },
  {
    key: 'orin', skin: '#d9a27a', shade: '#c0875f',
    hairBack: path('M60 76 C52 36 82 24 100 26 C124 24 152 40 140 76 Z', '#3c3358'),
    hairFront:
      path('M62 66 C62 40 86 28 106 30 C128 30 142 48 138 66 C128 58 118 52 110 46 C104 58 90 62 78 56 C72 62 66 64 62 66 Z', '#3c3358') +
      line('M84 38 C92 34 100 33 106 34', '#6a5f90', 3) +
      path('M130 34 A10 10 0 1 0 138 50 A8 8 0 1 1 130 34 Z', C.gold, 'stroke-width="2.5"'),
  },
];

/** Every explorer body piece. */
export const explorerPieces: ArtPiece[] = KIDS.flatMap((kid) =>
  bodyPieces({ key: kid.key, type: 'explorer', skin: kid.skin, head: kidHead(kid), face: kidFace(kid), cheeks: kidCheeks }),
);
