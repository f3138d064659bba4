/**
 * Card pictures: a trait's display image when its own images would make a poor thumbnail (cards crop
 * to what is drawn). A body's card is its head with its face; the space helmet's first image is only its collar, so its card shows the helmet
 * whole; effects scattered round the canvas edge (candles, sparkles, confetti, fireflies, hearts) get a
 * card that gathers them into one group.
 */
import type { ArtPiece, Pose } from '../piece.ts';
import { C, circle, ellipse, glow, line, NO_LINE, path, rect, star } from '../svg.ts';
import { animalPieces } from './animals.ts';
import { explorerPieces } from './explorers.ts';
import { hatPieces } from './hats.ts';

const none = 'none' as const;
const part = (key: string) => hatPieces.find((piece) => piece.key === key)!;

function candle(x: number, y: number, h: number): string {
  return rect(x - 9, y, 18, h, '#efe4cf', 'rx="3"') + path(`M${x} ${y - 24} C${x + 8} ${y - 15} ${x + 7} ${y - 4} ${x} ${y - 3} C${x - 7} ${y - 4} ${x - 8} ${y - 15} ${x} ${y - 24} Z`, C.gold, 'stroke-width="2.5"') +
    ellipse(x, y - 9, 2.5, 4.5, '#ffffff', NO_LINE);
}

const heart = (x: number, y: number, r: number, color: string) =>
  path(`M${x} ${y + r} C${x - r * 1.8} ${y - r * 0.2} ${x - r} ${y - r * 1.4} ${x} ${y - r * 0.5} C${x + r} ${y - r * 1.4} ${x + r * 1.8} ${y - r * 0.2} ${x} ${y + r} Z`, color, 'stroke-width="3"');
const effectCard = (key: string, content: string): ArtPiece => ({ key, type: none, traitType: 'EFFECT', draw: () => content });

/** A body's card: its head with the face and blush on it (the head image alone has no face). */
function bodyCard(key: string): ArtPiece {
  const parts = ['head', 'face', 'cheeks'].map((name) => [...explorerPieces, ...animalPieces].find((piece) => piece.key === `${key}-${name}`)!);
  return { key: `${key}-card`, type: parts[0]!.type, traitType: 'BODY', draw: (pose: Pose) => parts.map((piece) => piece.draw(pose)).join('') };
}

export const cardPieces: ArtPiece[] = [
  ...['pip', 'fern', 'nell', 'orin', 'cat', 'shadowwolf'].map(bodyCard),
  effectCard('sparkles-card', star(92, 104, 44) + star(150, 56, 20, '#ffffff') + star(56, 52, 14, '#ffffff') + star(152, 150, 14) + circle(130, 96, 4, C.gold, NO_LINE)),
  effectCard('confetti-card', [[70, 60, 20, C.danger], [120, 50, -30, C.sapphire], [150, 96, 40, C.gold], [60, 120, -50, '#6db552'], [104, 100, 10, '#f28cb1'], [130, 146, -20, C.danger], [80, 156, 60, C.sapphire]]
    .map(([x, y, a, color]) => `<rect x="-12" y="-6" width="24" height="12" rx="2" fill="${color}" stroke-width="2.5" transform="translate(${x} ${y}) rotate(${a})"/>`).join('') +
    line('M40 90 q12 12 0 24 q-12 12 0 24 M160 50 q12 12 0 24', C.accent, 4)),
  effectCard('fireflies-card', [[70, 70], [130, 60], [100, 110], [60, 140], [144, 136]].map(([x, y], i) => glow(x!, y!, 22, '#e8ff8a') + circle(x!, y!, 7 + (i % 2) * 2, '#f6ff9e', 'stroke-width="2"')).join('')),
  effectCard('floating-hearts-card', heart(96, 108, 34, '#e8507a') + heart(152, 56, 16, '#f28cb1') + heart(50, 60, 12, '#f28cb1') + heart(156, 150, 10, '#e8507a')),
  { key: 'space-helmet-card', type: none, traitType: 'HAT', draw: (pose: Pose) => part('space-helmet').draw(pose) + part('space-helmet-visor').draw(pose) },
  {
    key: 'cabal-candles-card', type: none, traitType: 'EFFECT',
    draw: () => circle(100, 100, 70, '#c9a6ff', `opacity="0.22" ${NO_LINE}`) + circle(100, 100, 48, '#c9a6ff', `opacity="0.22" ${NO_LINE}`) +
      ellipse(100, 162, 60, 8, '#5d4a7a', NO_LINE) + candle(66, 96, 66) + candle(100, 74, 88) + candle(134, 96, 66),
  },
];
