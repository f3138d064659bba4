/**
 * Effects (issue 19): new ones with art of their own (confetti, fireflies, hearts; they fill the canvas
 * and keep off its edge), and one icon per rule-only effect, each showing what the effect does, for
 * cards and the wardrobe (the trait's display image; these effects draw nothing on the avatar itself).
 */
import type { ArtPiece } from '../piece.ts';
import { C, circle, ellipse, glow, line, NO_LINE, path, rect } from '../svg.ts';

const none = 'none' as const;
const effect = (key: string, content: string): ArtPiece => ({ key, type: none, traitType: 'EFFECT', draw: () => content });

const confetti = [[20, 30, 0, C.danger], [50, 16, 30, C.sapphire], [150, 20, -20, C.gold], [182, 44, 40, '#6db552'], [16, 96, 60, '#f28cb1'], [184, 110, -40, C.sapphire],
  [26, 160, 20, C.gold], [176, 170, -10, C.danger], [40, 60, -50, '#6db552'], [160, 76, 15, '#f28cb1']]
  .map(([x, y, a, color]) => `<rect x="-5" y="-2.5" width="10" height="5" rx="1" fill="${color}" stroke-width="1.5" transform="translate(${x} ${y}) rotate(${a})"/>`).join('') +
  line('M90 10 q6 6 0 12 q-6 6 0 12 M120 14 q6 6 0 12', C.accent, 2);

const fireflies = [[24, 40], [176, 30], [30, 120], [170, 130], [60, 176], [150, 180], [100, 14], [14, 80], [186, 84]]
  .map(([x, y], i) => glow(x!, y!, 9, '#e8ff8a') + circle(x!, y!, 2.6 + (i % 2), '#f6ff9e', 'stroke-width="1"')).join('');

const heart = (x: number, y: number, r: number, color: string) =>
  path(`M${x} ${y + r} C${x - r * 1.8} ${y - r * 0.2} ${x - r} ${y - r * 1.4} ${x} ${y - r * 0.5} C${x + r} ${y - r * 1.4} ${x + r * 1.8} ${y - r * 0.2} ${x} ${y + r} Z`, color, 'stroke-width="2"');
const hearts = heart(26, 40, 8, '#e8507a') + heart(172, 30, 6, '#f28cb1') + heart(180, 110, 9, '#e8507a') + heart(20, 140, 6, '#f28cb1') + heart(160, 176, 5, '#e8507a') + heart(100, 12, 4, '#f28cb1');

/** A small figure for the icons: a head and a body, in `fill`. */
const figure = (x: number, y: number, fill: string, extra = '') =>
  path(`M${x - 26} ${y + 70} C${x - 24} ${y + 40} ${x + 24} ${y + 40} ${x + 26} ${y + 70} Z`, fill, extra) + circle(x, y + 16, 22, fill, extra);

const icons: Array<[string, string]> = [
  // Noir: the picture in greys, half of it still in colour.
  ['noir-icon', rect(40, 40, 120, 120, '#9a9a9a', 'rx="10"') + path('M100 40 H150 A10 10 0 0 1 160 50 V150 A10 10 0 0 1 150 160 H100 Z', C.sky, 'stroke-width="0"') +
    figure(100, 70, '#5a5a5a') + `<clipPath id="noir-half"><rect x="100" y="40" width="60" height="120"/></clipPath><g clip-path="url(#noir-half)">${figure(100, 70, C.accent)}</g>` + line('M100 36 V164', C.ink, 3)],
  // Old photo: sepia, with a curled corner.
  ['old-photo-icon', `<g transform="rotate(-6 100 100)">${rect(38, 44, 124, 112, '#f3e2c0') + rect(48, 54, 104, 84, '#c9a06a') + figure(100, 64, '#8a6a44') +
    path('M162 126 L162 156 L132 156 Z', '#e0cfa8', 'stroke-width="2.5"')}</g>`],
  // Negative: a film frame with the colours turned inside out.
  ['negative-icon', rect(34, 50, 132, 100, '#2b2430', 'rx="6"') + [0, 1, 2, 3, 4, 5].map((i) => rect(42 + i * 20, 56, 10, 7, '#fffaf0', 'stroke-width="1"') + rect(42 + i * 20, 137, 10, 7, '#fffaf0', 'stroke-width="1"')).join('') +
    rect(46, 68, 108, 64, '#1f5a8c') + figure(100, 70, '#0d75c7', 'transform="translate(0 6) scale(1 0.8)"') + circle(136, 84, 9, '#0a3abd')],
  // Ink outline: a figure ringed in a thick ink line, a pen nib drawing it.
  ['ink-outline-icon', figure(92, 46, C.ink) + figure(92, 46, C.paper, 'transform="translate(92 100) scale(0.86) translate(-92 -100)" stroke="none"') +
    `<g transform="rotate(35 150 130)">${path('M144 96 H156 V140 L150 152 L144 140 Z', C.steel) + circle(150, 130, 2.5, C.ink, NO_LINE)}</g>`],
  // Sticker: a white-edged figure peeling off.
  ['sticker-icon', ellipse(104, 150, 50, 8, C.ink, `opacity="0.15" ${NO_LINE}`) + figure(100, 44, '#ffffff', 'stroke-width="4"') +
    figure(100, 44, C.accent, 'transform="translate(100 100) scale(0.84) translate(-100 -100)" stroke="none"') + path('M124 138 C134 130 140 120 140 112 L128 140 Z', '#e9edf2', 'stroke-width="2.5"')],
  // Handstand: the figure upside down, with a turning arrow.
  ['handstand-icon', `<g transform="rotate(180 100 104)">${figure(100, 50, C.accent)}</g>` +
    path('M40 60 A66 66 0 0 1 150 40', 'none', 'stroke-width="5"') + path('M150 28 L158 46 L140 48 Z', C.ink)],
  // Mirror: the figure and its reflection either side of a glass, a double arrow between.
  ['mirror-icon', rect(96, 30, 8, 140, C.sapphireLight, 'rx="3"') + figure(62, 50, C.accent, 'transform="translate(62 100) scale(0.7) translate(-62 -100)"') +
    figure(138, 50, '#f7c7a0', 'transform="translate(138 100) scale(0.7) translate(-138 -100)"') + line('M70 170 H130 M78 162 L70 170 L78 178 M122 162 L130 170 L122 178', C.ink, 4)],
  // Woot: a shout in a burst.
  ['woot-icon', path('M100 30 L114 58 L146 46 L134 76 L168 90 L136 106 L152 136 L118 126 L108 160 L92 130 L60 150 L68 118 L34 104 L66 88 L50 58 L84 64 Z', C.gold, 'stroke-width="3.5"') +
    `<g fill="none"><path d="M76 90 L82 112 L90 96 L98 112 L104 90" stroke-width="9"/><path d="M76 90 L82 112 L90 96 L98 112 L104 90" stroke="${C.danger}" stroke-width="5"/><path d="M120 86 V104 M120 114 V115" stroke-width="9"/><path d="M120 86 V104 M120 114 V115" stroke="${C.danger}" stroke-width="5"/></g>`],
  // The new effects' own icons are their art; confetti, fireflies and hearts need none.
];

export const moreEffectPieces: ArtPiece[] = [
  effect('confetti', confetti),
  effect('fireflies', fireflies),
  effect('floating-hearts', hearts),
  ...icons.map(([key, content]) => effect(key, content)),
];
