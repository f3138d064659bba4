/** More borders (issue 19): within 16 units of the edge so the avatar shows; legendary ones in gold. */
import type { ArtPiece } from '../piece.ts';
import { C, circle, glints, line, NO_LINE, path, rect, star } from '../svg.ts';

const none = 'none' as const;
const border = (key: string, content: string): ArtPiece => ({ key, type: none, traitType: 'BORDER', draw: () => content });
const RING = 'M0 0 H200 V200 H0 Z M14 14 V186 H186 V14 Z';

const rope = `<path d="M8 8 H192 V192 H8 Z" fill="none" stroke-width="9"/><path d="M8 8 H192 V192 H8 Z" fill="none" stroke="#c9a46a" stroke-width="6"/>` +
  line('M8 8 H192 V192 H8 Z', '#8a6a3a', 2, 'stroke-dasharray="3 5"') + [[8, 8], [192, 8], [8, 192], [192, 192]].map(([x, y]) => circle(x!, y!, 6, '#a88450', 'stroke-width="2"')).join('');

const polaroid = path('M0 0 H200 V200 H0 Z M12 12 V160 H188 V12 Z', '#fbfbf8', 'fill-rule="evenodd" stroke-width="2.5"') +
  line('M60 180 C70 174 80 184 90 178 S110 176 120 180', C.sapphire, 2.5) + rect(80, -2, 40, 12, '#f5c542', `opacity="0.7" ${NO_LINE}`);

const neon = line('M8 8 H192 V192 H8 Z', '#ff4fd8', 10, 'opacity="0.25"') + line('M8 8 H192 V192 H8 Z', '#ff4fd8', 4) + line('M8 8 H192 V192 H8 Z', '#ffffff', 1.2) +
  line('M16 16 H184 V184 H16 Z', '#4fe0ff', 7, 'opacity="0.25"') + line('M16 16 H184 V184 H16 Z', '#4fe0ff', 2.5);

const comic = path(RING, '#f5c542', 'fill-rule="evenodd" stroke-width="3"') +
  Array.from({ length: 12 }, (_, i) => circle(10 + i * 16, 7, 2.2, C.danger, NO_LINE) + circle(10 + i * 16, 193, 2.2, C.danger, NO_LINE) + circle(7, 10 + i * 16, 2.2, C.danger, NO_LINE) + circle(193, 10 + i * 16, 2.2, C.danger, NO_LINE)).join('') +
  path('M150 2 L160 14 L172 4 L170 14 H198 L176 18 L186 26 L168 22 Z', '#ffffff', 'stroke-width="2"');

const stamp = path(RING, '#fbf3df', 'fill-rule="evenodd" stroke-width="2"') +
  Array.from({ length: 20 }, (_, i) => circle(5 + i * 10, 0, 4, '#ffffff', NO_LINE) + circle(5 + i * 10, 200, 4, '#ffffff', NO_LINE) + circle(0, 5 + i * 10, 4, '#ffffff', NO_LINE) + circle(200, 5 + i * 10, 4, '#ffffff', NO_LINE)).join('') +
  line('M14 14 H186 V186 H14 Z', C.danger, 2);

const snow = path(RING, '#e8f2fb', 'fill-rule="evenodd" stroke-width="2.5"') +
  [[20, 8], [60, 6], [100, 8], [140, 6], [180, 8], [8, 60], [6, 120], [192, 80], [194, 150], [50, 192], [130, 194]].map(([x, y]) => star(x!, y!, 4, '#ffffff', 'stroke-width="1"')).join('');

/** Legendary: a laurel of gold leaves, with gems at the corners and a glow along the frame. */
const laurel = line('M10 10 H190 V190 H10 Z', '#fff1a8', 12, 'opacity="0.35"') + line('M10 10 H190 V190 H10 Z', '#e0a82e', 3) +
  Array.from({ length: 9 }, (_, i) => {
    const at = 22 + i * 19.5;
    const leaf = (x: number, y: number, a: number) => `<path d="M0 0 C4 -6 12 -6 16 0 C12 6 4 6 0 0 Z" fill="${C.gold}" stroke-width="1.5" transform="translate(${x} ${y}) rotate(${a})"/>`;
    return leaf(at - 8, 10, -20) + leaf(190, at - 8, 70) + leaf(at + 8, 190, 160) + leaf(10, at + 8, 250);
  }).join('') + [[10, 10], [190, 10], [10, 190], [190, 190]].map(([x, y]) => circle(x!, y!, 5.5, C.danger, 'stroke-width="2"')).join('') + glints([[100, 8], [8, 100], [192, 100]], 3);

export const moreBorderPieces: ArtPiece[] = [
  border('rope-border', rope),
  border('instant-photo', polaroid),
  border('neon-border', neon),
  border('comic-border', comic),
  border('stamp-border', stamp),
  border('snowfall-border', snow),
  border('golden-laurel', laurel),
];
