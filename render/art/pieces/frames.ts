/**
 * More backgrounds and borders (they fill the canvas in every view): a moonlit hill, the silver screen
 * (drawn in colour; its black-and-white rule greys only itself), a vine border and a postcard border
 * (its sepia rule ages only itself). Borders stay within 16 units of the edge so the avatar shows.
 */
import type { ArtPiece } from '../piece.ts';
import { C, circle, line, NO_LINE, path, rect, star } from '../svg.ts';

const none = 'none' as const;
const piece = (key: string, traitType: ArtPiece['traitType'], draw: () => string): ArtPiece => ({ key, type: none, traitType, draw });

function moonlitHill(): string {
  return (
    rect(-2, -2, 204, 204, '#252d5c', NO_LINE) +
    rect(-2, 90, 204, 114, '#2f3a72', NO_LINE) +
    circle(150, 46, 30, '#f6efc9', `opacity="0.12" ${NO_LINE}`) +
    circle(150, 46, 19, '#f6efc9', 'stroke-width="2.5"') + circle(144, 40, 4, '#e4dcb0', NO_LINE) + circle(156, 52, 3, '#e4dcb0', NO_LINE) + circle(155, 38, 2, '#e4dcb0', NO_LINE) +
    star(34, 30, 5, '#ffffff', NO_LINE) + star(80, 18, 4, C.gold, NO_LINE) + star(188, 96, 4, '#ffffff', NO_LINE) + star(18, 94, 3.5, C.gold, NO_LINE) +
    [[56, 50], [110, 34], [186, 20], [30, 64], [124, 72], [176, 76]].map(([x, y]) => circle(x!, y!, 1.3, '#ffffff', NO_LINE)).join('') +
    path('M-4 142 C30 122 76 124 108 140 C140 124 180 122 204 134 V204 H-4 Z', '#32584a') +
    path('M-4 168 C40 152 92 156 124 170 C152 160 184 158 204 164 V204 H-4 Z', '#28483c') +
    circle(40, 150, 1.8, C.gold, NO_LINE) + circle(166, 146, 1.8, C.gold, NO_LINE) + circle(178, 178, 1.6, C.gold, NO_LINE)
  );
}

function curtain(flip: boolean): string {
  const s = flip ? -1 : 1;
  const x = flip ? 200 : 0;
  const X = (dx: number) => x + dx * s;
  return (
    path(`M${X(-2)} -2 H${X(40)} C${X(30)} 50 ${X(26)} 110 ${X(34)} 168 H${X(-2)} Z`, '#b83a3a') +
    line(`M${X(12)} 0 C${X(10)} 60 ${X(8)} 120 ${X(10)} 166 M${X(24)} 0 C${X(20)} 60 ${X(18)} 120 ${X(22)} 166`, '#8e2a2a', 2.5) +
    circle(X(30), 100, 4, C.gold, 'stroke-width="2"') + path(`M${X(30)} 104 l-3 10 h6 Z`, C.gold, 'stroke-width="2"')
  );
}

/** A picture-house: a film scene in colour between red curtains (the trait's rule turns it grey). */
function silverScreen(): string {
  return (
    rect(-2, -2, 204, 204, '#2a2233', NO_LINE) +
    rect(28, 14, 144, 150, '#9fd3ec') +
    circle(136, 46, 14, C.gold, 'stroke-width="2.5"') +
    path('M28 120 C60 100 96 104 120 118 C140 106 160 104 172 110 V164 H28 Z', '#8cc96b') +
    path('M44 120 L56 108 L68 120 V136 H44 Z', '#e0563f') + rect(52, 124, 8, 12, '#7a4a2a', 'stroke-width="2"') +
    path('M62 44 C62 38 72 36 76 42 C80 36 90 38 90 44 Z', '#ffffff', 'stroke-width="2.5"') +
    curtain(false) + curtain(true) +
    rect(-2, 164, 204, 40, '#5a3a2a', NO_LINE) + line('M-2 166 H202', '#3a2a1e', 4) +
    line('M0 180 H200 M0 192 H200', '#4a2e20', 2)
  );
}

function leaf(x: number, y: number, angle: number): string {
  return `<path d="M0 0 C4 -7 12 -7 16 0 C12 7 4 7 0 0 Z" fill="#6db552" stroke-width="2" transform="translate(${x} ${y}) rotate(${angle})"/>`;
}

function flower(x: number, y: number, color: string): string {
  return [0, 72, 144, 216, 288].map((a) => `<circle cx="${x + 4 * Math.cos((a * Math.PI) / 180)}" cy="${y + 4 * Math.sin((a * Math.PI) / 180)}" r="3.2" fill="${color}" stroke-width="1.5"/>`).join('') +
    circle(x, y, 2.2, C.gold, NO_LINE);
}

/** A climbing vine round all four edges, leaves along it and a flower at each corner. */
function vines(): string {
  const wave = 'M8 8 Q30 14 52 8 T96 8 T140 8 T192 8 Q186 30 192 52 T192 96 T192 140 T192 192 Q170 186 148 192 T104 192 T60 192 T8 192 Q14 170 8 148 T8 104 T8 60 T8 8';
  const leaves: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const at = 28 + i * 44;
    leaves.push(leaf(at, 9, i % 2 ? 20 : -30), leaf(191, at, i % 2 ? 110 : 60), leaf(200 - at, 191, i % 2 ? 200 : 150), leaf(9, 200 - at, i % 2 ? 290 : 240));
  }
  return (
    `<path d="${wave}" fill="none" stroke-width="7"/><path d="${wave}" fill="none" stroke="#4f8f3a" stroke-width="3.5"/>` +
    leaves.join('') +
    flower(10, 10, '#f7a8b8') + flower(190, 10, '#ffffff') + flower(190, 190, '#f7a8b8') + flower(10, 190, '#ffffff')
  );
}

/** A postcard's edge with a stamp and a postmark, drawn bright; the sepia rule ages it. */
function postcard(): string {
  return (
    path('M0 0 H200 V200 H0 Z M12 12 V188 H188 V12 Z', '#fbf3df', 'fill-rule="evenodd" stroke-width="3"') +
    line('M5 5 H195 V195 H5 Z', C.danger, 2, 'stroke-dasharray="10 6"') +
    line('M5 5 H195 V195 H5 Z', C.sapphire, 2, 'stroke-dasharray="10 6" stroke-dashoffset="8"') +
    rect(152, 6, 38, 44, '#ffffff', 'stroke-dasharray="3 2"') +
    rect(157, 11, 28, 34, C.sky, 'stroke-width="2"') +
    circle(171, 24, 6, C.gold, 'stroke-width="2"') + path('M157 45 L166 34 L173 40 L185 30 V45 Z', C.grass, 'stroke-width="2"') +
    circle(150, 46, 14, 'none', `stroke="${C.ink}" stroke-width="2" opacity="0.6"`) +
    line('M128 40 q6 -4 12 0 t12 0 t12 0 M128 48 q6 -4 12 0 t12 0 t12 0', C.ink, 2, 'opacity="0.6"')
  );
}

export const framePieces: ArtPiece[] = [
  piece('moonlit-hill', 'BACKGROUND', moonlitHill),
  piece('silver-screen', 'BACKGROUND', silverScreen),
  piece('vine-border', 'BORDER', vines),
  piece('postcard-border', 'BORDER', postcard),
];
