/**
 * Tiny SVG writers for the art pieces. Everything is drawn on the 200-unit figure grid with the town's
 * look: flat colours, a 3-unit ink outline with round joins inherited from the wrapper, and tubes
 * (ink stroke under a colour stroke) for limbs, straps and sleeves, as in web/src/components/art.
 */

/** The town's colours (web/src/styles/theme.css), as values: sharp renders no CSS variables. */
export const C = {
  ink: '#3a2a1e',
  paper: '#fffaf0',
  accent: '#f28c38',
  gold: '#f5c542',
  sapphire: '#2d5bd3',
  sapphireLight: '#cfe0ff',
  danger: '#d9483b',
  grass: '#8cc96b',
  sky: '#9fd3ec',
  steel: '#b9c2cc',
  blush: '#f29a7e',
} as const;

const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

/** Attributes that switch off the inherited ink outline. */
export const NO_LINE = 'stroke="none"';

export const path = (d: string, fill: string, attrs = '') => `<path d="${d}" fill="${fill}" ${attrs}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, attrs = '') =>
  `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}" ${attrs}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, attrs = '') =>
  `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="${fill}" ${attrs}/>`;
export const rect = (x: number, y: number, w: number, h: number, fill: string, attrs = '') =>
  `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${fill}" ${attrs}/>`;
/** An open stroke (no fill) in `color`. */
export const line = (d: string, color: string, width = 3, attrs = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${num(width)}" ${attrs}/>`;

/** An outlined tube along `d`: `width` of colour inside a 3-unit ink edge. */
export function tube(d: string, color: string, width = 12): string {
  return `<g fill="none"><path d="${d}" stroke-width="${num(width + 6)}"/><path d="${d}" stroke="${color}" stroke-width="${num(width)}"/></g>`;
}

export const group = (content: string, attrs = '') => `<g ${attrs}>${content}</g>`;
/** Moves `content` by dx, dy (turned faces, mirrored sides). */
export const moved = (dx: number, dy: number, content: string) => (dx === 0 && dy === 0 ? content : `<g transform="translate(${num(dx)} ${num(dy)})">${content}</g>`);
/** Mirrors `content` across the figure's centre line x = 100. */
export const mirrored = (content: string) => `<g transform="matrix(-1 0 0 1 200 0)">${content}</g>`;

/** A four-point sparkle star at x, y. */
export function star(x: number, y: number, r: number, fill: string = C.gold, attrs = 'stroke-width="2"'): string {
  const s = r * 0.38;
  return path(`M${num(x)} ${num(y - r)} L${num(x + s)} ${num(y - s)} L${num(x + r)} ${num(y)} L${num(x + s)} ${num(y + s)} L${num(x)} ${num(y + r)} L${num(x - s)} ${num(y + s)} L${num(x - r)} ${num(y)} L${num(x - s)} ${num(y - s)} Z`, fill, attrs);
}

/** The whole document for one layer: 1000 px square, the window `viewBox`, the shared ink style. */
export function svgDocument(content: string, viewBox: readonly [number, number, number, number], size = 1000): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${viewBox.join(' ')}"><g stroke="${C.ink}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round">${content}</g></svg>`;
}

/** A soft halo behind something precious (legendary pieces show their rarity): two rings of fading colour. */
export function glow(cx: number, cy: number, r: number, color: string = C.gold): string {
  return circle(cx, cy, r, color, `opacity="0.16" ${NO_LINE}`) + circle(cx, cy, r * 0.72, color, `opacity="0.2" ${NO_LINE}`);
}

/** A few small white-and-gold glints around a legendary piece. */
export function glints(points: ReadonlyArray<readonly [number, number]>, r = 3.5): string {
  return points.map(([x, y], i) => star(x, y, r, i % 2 ? '#ffffff' : C.gold, 'stroke-width="1.2"')).join('');
}
