/**
 * Outdoor wear for every body: leaf wings and the explorer's pack (BACK), frog wellies and cloud
 * slippers (SHOES), and a pirate's eye patch (FACE). Drawn against the shared template in figure.ts.
 */
import { foot, headShift, onBack, onFace, onTorso } from '../figure.ts';
import type { ArtPiece, Pose } from '../piece.ts';
import { C, circle, ellipse, line, mirrored, moved, NO_LINE, path, rect, tube } from '../svg.ts';

const none = 'none' as const;
const LEAF = '#9fd67f';
const LEAF_DARK = '#6db552';
const VEIN = '#3f7f2f';
const CANVAS = '#c9a46a';
const CANVAS_DARK = '#a88450';

/** One wing on the viewer's left: two leaves fanned out from the shoulder blade. */
function leafWing(): string {
  return (
    path('M84 120 C62 96 30 84 18 92 C16 112 44 132 84 126 Z', LEAF) +
    line('M84 122 C62 110 40 100 22 94 M60 110 l-6 -10 M46 104 l-4 -9 M62 112 l-6 8 M46 106 l-8 8', VEIN, 2) +
    path('M84 128 C60 132 34 146 30 160 C44 170 72 156 86 134 Z', LEAF_DARK) +
    line('M85 131 C68 142 48 152 33 159 M66 142 l-2 -8 M52 150 l-3 -8 M66 143 l6 6 M52 151 l6 6', VEIN, 2)
  );
}

/** A pair of wings from one drawn on the viewer's left, folded in to 0.72 of its size so the bust views hold it. */
export const wings = (one: string) => {
  const folded = `<g transform="matrix(0.72 0 0 0.72 23.5 33.6)">${one}</g>`;
  return folded + mirrored(folded);
};

/** A rolled blanket's end at x: a disc with the roll's spiral. */
const rollEnd = (x: number, dir: 1 | -1) =>
  ellipse(x, 102, 7, 9, '#e89058') + line(`M${x} 102 m${dir * -2} 0 a2.5 2.5 0 1 1 ${dir * 3} 2.5 a4.5 4.5 0 1 1 ${dir * -4} -6`, '#9a4a22', 1.8);

/** The pack behind the back (wider than the torso, so its sides show), a bedroll strapped across its top. */
function pack(): string {
  return (
    rect(60, 104, 80, 58, CANVAS, 'rx="12"') + line('M66 118 V150 M134 118 V150', CANVAS_DARK, 2.5) +
    rect(54, 93, 92, 18, '#d9713a', 'rx="4"') +
    line('M64 93 V111 M136 93 V111', '#9a4a22', 3) + line('M60 98 H140 M60 106 H140', '#e89058', 2, 'opacity="0.7"') +
    rollEnd(54, -1) + rollEnd(146, 1)
  );
}

/** The shoulder straps, over the shirt; a compass clipped to the left one. */
function straps(): string {
  return (
    tube('M82 106 C84 118 84 130 82 146', CANVAS_DARK, 6) + tube('M118 106 C116 118 116 130 118 146', CANVAS_DARK, 6) +
    rect(77, 124, 10, 6, '#7a5a34', 'rx="1.5" stroke-width="2"') + rect(113, 124, 10, 6, '#7a5a34', 'rx="1.5" stroke-width="2"') +
    circle(84, 116, 6, C.gold, 'stroke-width="2.5"') + circle(84, 116, 3.2, C.paper, NO_LINE) + line('M84 113.5 L85.2 116 L84 118.5', C.danger, 1.6)
  );
}

/** A welly on the foot at `x`; frog eyes sit on the toe. */
function welly(x: number, dir: number): string {
  const toe = x + dir * 6;
  return (
    path(`M${x - 10} 186 C${x - 11} 176 ${x - 9} 164 ${x - 8} 160 H${x + 8} C${x + 9} 166 ${x + 11} 176 ${x + 10} 186 Z`, '#5fb04a') +
    path(`M${x - 11} 186 H${x + 11}`, 'none', 'stroke-width="3"') +
    rect(x - 10, 158, 20, 6, '#4a9a3a', 'rx="2" stroke-width="2.5"') +
    circle(toe - 5, 174, 3.6, '#ffffff', 'stroke-width="2"') + circle(toe + 3, 174, 3.6, '#ffffff', 'stroke-width="2"') +
    circle(toe - 4.4, 174.4, 1.5, C.ink, NO_LINE) + circle(toe + 3.6, 174.4, 1.5, C.ink, NO_LINE) +
    line(`M${toe - 5} 181 Q${toe - 1} 184 ${toe + 3} 181`, C.ink, 2)
  );
}

/** A puff of cloud around the foot at `x`. */
function cloud(x: number): string {
  return (
    path(`M${x - 14} 186 C${x - 20} 186 ${x - 20} 176 ${x - 13} 175 C${x - 13} 167 ${x - 3} 165 ${x} 171 C${x + 4} 164 ${x + 14} 166 ${x + 13} 175 C${x + 20} 175 ${x + 20} 186 ${x + 14} 186 Z`, '#ffffff') +
    path(`M${x - 14} 186 C${x - 4} 182 ${x + 4} 182 ${x + 14} 186 Z`, C.sapphireLight, NO_LINE) +
    circle(x - 7, 173, 1.6, C.sky, NO_LINE) + circle(x + 6, 172, 1.6, C.sky, NO_LINE)
  );
}

/** Draws `one` on each foot, at its centre and with the way it points. */
export function perFoot(pose: Pose, one: (x: number, toward: number, side: 'left' | 'right') => string): string {
  return (['left', 'right'] as const).map((side) => { const f = foot(side, pose); return one(f.x, f.toward, side); }).join('');
}

export const outdoorPieces: ArtPiece[] = [
  { key: 'leaf-wings', type: none, traitType: 'BACK', draw: (pose) => onBack(pose, wings(leafWing())) },
  { key: 'explorer-pack', type: 'explorer', traitType: 'BACK', draw: (pose) => onBack(pose, pack()) },
  { key: 'explorer-pack-straps', type: 'explorer', traitType: 'BACK', draw: (pose) => onTorso(pose, straps()) },
  { key: 'frog-wellies', type: none, traitType: 'SHOES', draw: (pose) => perFoot(pose, (x, toward, side) => welly(x, toward || (side === 'left' ? -1 : 1))) },
  { key: 'cloud-slippers', type: none, traitType: 'SHOES', draw: (pose) => perFoot(pose, (x) => cloud(x)) },
  {
    key: 'pirate-patch', type: none, traitType: 'FACE',
    // The strap runs round the head, so it turns with the head; the patch turns with the face.
    draw: (pose: Pose) =>
      moved(headShift(pose), 0, line('M63 62 C80 66 92 70 98 74 M98 74 C112 68 126 60 137 56', C.ink, 3)) +
      onFace(pose,
        path('M74 70 C80 66 94 66 98 72 C98 84 92 90 86 90 C78 90 72 82 74 70 Z', '#2b2430') +
        line('M79 73 C83 71 88 71 92 73', '#ffffff', 2, 'opacity="0.35"')),
  },
];
