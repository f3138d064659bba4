/** Backgrounds, borders and effects: they fill the canvas in every view. */
import type { ArtPiece } from '../piece.ts';
import { C, circle, ellipse, glints, line, NO_LINE, path, rect, star } from '../svg.ts';

const none = 'none' as const;

function snowflake(x: number, y: number, r: number): string {
  return line(`M${x - r} ${y} H${x + r} M${x} ${y - r} V${y + r} M${x - r * 0.7} ${y - r * 0.7} L${x + r * 0.7} ${y + r * 0.7} M${x - r * 0.7} ${y + r * 0.7} L${x + r * 0.7} ${y - r * 0.7}`, '#ffffff', 1.6);
}

function holly(x: number, y: number, flip: boolean): string {
  const s = flip ? -1 : 1;
  return (
    path(`M${x} ${y} C${x + 8 * s} ${y - 14} ${x + 22 * s} ${y - 14} ${x + 28 * s} ${y - 4} C${x + 18 * s} ${y - 2} ${x + 10 * s} ${y + 4} ${x} ${y} Z`, '#3f8f4a', 'stroke-width="2.5"') +
    path(`M${x} ${y} C${x + 4 * s} ${y + 14} ${x + 16 * s} ${y + 22} ${x + 26 * s} ${y + 18} C${x + 20 * s} ${y + 10} ${x + 10 * s} ${y + 2} ${x} ${y} Z`, '#4fa35a', 'stroke-width="2.5"') +
    circle(x, y, 4, C.danger, 'stroke-width="2"') + circle(x + 6 * s, y + 5, 3.5, C.danger, 'stroke-width="2"')
  );
}

function candle(x: number): string {
  return (
    ellipse(x, 192, 14, 4, '#5d4a7a', NO_LINE) +
    rect(x - 8, 150, 16, 42, '#efe4cf', 'rx="3"') + path(`M${x - 8} 156 C${x - 3} 160 ${x + 3} 154 ${x + 8} 158`, 'none', 'stroke-width="2"') +
    line(`M${x} 150 V144`, C.ink, 2.5) +
    path(`M${x} 126 C${x + 7} 134 ${x + 6} 144 ${x} 145 C${x - 6} 144 ${x - 7} 134 ${x} 126 Z`, C.gold, 'stroke-width="2.5"') +
    ellipse(x, 139, 2.5, 4, '#ffffff', NO_LINE) +
    circle(x, 138, 16, '#f5c542', `opacity="0.18" ${NO_LINE}`)
  );
}

const piece = (key: string, traitType: ArtPiece['traitType'], draw: () => string): ArtPiece => ({ key, type: none, traitType, draw });

export const sceneryPieces: ArtPiece[] = [
  piece('meadow', 'BACKGROUND', () =>
    rect(-2, -2, 204, 204, C.sky, NO_LINE) +
    circle(158, 40, 16, C.gold, 'stroke-width="2.5"') +
    path('M24 52 C24 44 36 42 40 48 C44 40 58 42 58 52 Z', '#ffffff', 'stroke-width="2.5"') +
    path('M-4 150 C30 128 70 130 104 146 C136 128 176 126 204 142 V204 H-4 Z', '#a7d67e') +
    path('M-4 170 C40 156 90 160 120 172 C150 162 184 160 204 166 V204 H-4 Z', C.grass) +
    circle(30, 176, 2.5, '#ffffff', NO_LINE) + circle(36, 180, 2.5, '#ffffff', NO_LINE) + circle(170, 182, 2.5, C.gold, NO_LINE)),
  // The card: a greeting band at the top (compose writes there) over a snowy window.
  piece('christmas-card', 'BACKGROUND', () =>
    rect(-2, -2, 204, 204, '#c8372d', NO_LINE) +
    rect(10, 8, 180, 186, C.paper, 'rx="8"') +
    rect(22, 36, 156, 150, '#cfe3f5', 'rx="6"') +
    [[40, 56, 4], [150, 62, 5], [62, 100, 3], [136, 110, 4], [44, 150, 5], [160, 150, 3]].map(([x, y, r]) => snowflake(x!, y!, r!)).join('') +
    path('M22 170 C60 160 140 160 178 170 V180 A6 6 0 0 1 172 186 H28 A6 6 0 0 1 22 180 Z', '#ffffff', 'stroke-width="2.5"') +
    holly(20, 178, false) + holly(180, 178, true)),
  // A gilded frame with a plaque (compose writes the token number at figure 69,173 62x12).
  piece('gilded-frame', 'BORDER', () =>
    path('M0 0 H200 V200 H0 Z M20 20 V170 H180 V20 Z', '#d9a53a', 'fill-rule="evenodd" stroke-width="4"') +
    path('M8 8 H192 V192 H8 Z M20 20 V170 H180 V20 Z', '#f1c75b', 'fill-rule="evenodd" stroke-width="2"') +
    line('M14 14 H186 V186 H14 Z', '#b8862a', 1.5) +
    [[8, 8], [192, 8], [8, 192], [192, 192]].map(([x, y]) => circle(x!, y!, 6, C.gold, 'stroke-width="2.5"')).join('') +
    rect(66, 170, 68, 20, C.paper, 'rx="3" stroke-width="2.5"') + glints([[100, 10], [10, 100], [190, 100]], 3.5)),
  piece('sparkles', 'EFFECT', () =>
    star(30, 36, 9) + star(170, 28, 7) + star(178, 120, 10, '#ffffff') + star(22, 132, 7, '#ffffff') + star(150, 178, 6) + star(50, 88, 5) +
    circle(160, 70, 2.5, C.gold, NO_LINE) + circle(40, 168, 2.5, C.gold, NO_LINE)),
  piece('cabal-candles', 'EFFECT', () =>
    candle(24) + candle(176) +
    circle(40, 40, 2, '#c9a6ff', NO_LINE) + circle(160, 52, 2.5, '#c9a6ff', NO_LINE) + circle(100, 16, 2, '#c9a6ff', NO_LINE) +
    path('M92 6 A10 10 0 1 0 108 6', 'none', 'stroke="#c9a6ff" stroke-width="2.5"')),
];
