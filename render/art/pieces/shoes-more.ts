/**
 * More shoes (issue 19): one drawing per foot at the foot's centre, its toe pointing the way the figure
 * looks in profile (perFoot in outdoor.ts). Shown in FULL only, like every shoe.
 */
import type { ArtPiece, Pose } from '../piece.ts';
import { C, circle, ellipse, glints, glow, line, NO_LINE, path, rect } from '../svg.ts';
import { perFoot } from './outdoor.ts';

const none = 'none' as const;
const shoe = (key: string, one: (x: number, t: number) => string, extra: (pose: Pose) => string = () => ''): ArtPiece =>
  ({ key, type: none, traitType: 'SHOES', draw: (pose) => extra(pose) + perFoot(pose, one) });

/** A low shoe body from heel to toe, its toe `t` (-1..1) units of 4 the way it points. */
const low = (x: number, t: number, color: string, top = 174) =>
  path(`M${x - 12 + t * 3} 187 C${x - 13 + t * 3} 180 ${x - 9} ${top} ${x} ${top} C${x + 9} ${top} ${x + 13 + t * 3} 180 ${x + 12 + t * 3} 187 Z`, color);

export const moreShoePieces: ArtPiece[] = [
  shoe('sneakers', (x, t) => low(x, t, '#ffffff') + path(`M${x - 12 + t * 3} 187 H${x + 12 + t * 3}`, 'none', `stroke="${C.danger}" stroke-width="3"`) +
    line(`M${x - 4} 178 l4 3 l4 -3`, C.sapphire, 2)),
  shoe('sandals', (x, t) => ellipse(x + t * 2, 185, 12, 3.5, '#b07a44') + line(`M${x - 8 + t * 2} 183 C${x - 4} 176 ${x + 4} 176 ${x + 8 + t * 2} 183`, '#6b4424', 3)),
  shoe('roller-skates', (x, t) => low(x, t, '#f28cb1', 170) + rect(x - 12 + t * 2, 184, 24, 4, '#8d96a3', 'rx="2" stroke-width="2"') +
    circle(x - 7 + t * 2, 191, 3.5, C.gold, 'stroke-width="2"') + circle(x + 7 + t * 2, 191, 3.5, C.gold, 'stroke-width="2"')),
  shoe('ranch-boots', (x, t) => path(`M${x - 8} 162 H${x + 8} L${x + 9} 178 C${x + 14 + t * 4} 180 ${x + 14 + t * 4} 187 ${x + 10 + t * 4} 187 H${x - 11 + t * 2} C${x - 12} 182 ${x - 9} 176 ${x - 8} 162 Z`, '#8a5a30') +
    line(`M${x - 5} 168 q5 4 10 0`, C.gold, 2)),
  shoe('snow-boots', (x, t) => low(x, t, '#5a6b8c', 168) + path(`M${x - 10} 172 C${x - 10} 164 ${x + 10} 164 ${x + 10} 172 Z`, '#f4f1ea', 'stroke-width="2"') +
    line(`M${x - 10 + t * 3} 184 H${x + 10 + t * 3}`, '#3e4456', 2)),
  shoe('ballet-slippers', (x, t) => low(x, t, '#f7b6c8', 178) + line(`M${x - 6} 180 C${x - 10} 170 ${x - 8} 164 ${x - 4} 162 M${x + 6} 180 C${x + 10} 170 ${x + 8} 164 ${x + 4} 162`, '#e8507a', 1.5) +
    circle(x, 178, 2, '#e8507a', NO_LINE)),
  // Epic: rocket boots with flames under the heels.
  shoe('rocket-boots', (x, t) => path(`M${x - 6} 190 L${x} 195 L${x + 6} 190 Z`, C.accent, 'stroke-width="2"') + path(`M${x - 3} 190 L${x} 193 L${x + 3} 190 Z`, C.gold, NO_LINE) +
    low(x, t, '#b9c2cc', 168) + rect(x - 9, 176, 18, 5, C.danger, 'rx="2" stroke-width="2"')),
  // Legendary: winged golden sandals with a glow.
  shoe('winged-sandals', (x, t) => ellipse(x + t * 2, 185, 12, 3.5, C.gold) +
    path(`M${x - 10} 180 C${x - 22} 172 ${x - 24} 162 ${x - 18} 158 C${x - 16} 166 ${x - 12} 170 ${x - 6} 176 Z`, '#ffffff', 'stroke-width="2"') +
    line(`M${x - 8 + t * 2} 183 C${x - 4} 176 ${x + 4} 176 ${x + 8 + t * 2} 183`, '#e0a82e', 3),
    () => glow(100, 182, 30, '#fff1a8') + glints([[66, 166], [134, 170]], 3)),
];
