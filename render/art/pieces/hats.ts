/**
 * Hats, on the head every body shares (r38 at 100, 70). A hat may have a `-mutated` drawing with holes
 * where the cat's and the wolf's ears (figure EARS) poke through; hat-mutation swaps to it.
 */
import { EARS, headShift } from '../figure.ts';
import type { ArtPiece, Pose } from '../piece.ts';
import { C, circle, ellipse, line, moved, path, rect } from '../svg.ts';

const none = 'none' as const;

/** Cuts ear-shaped holes in `content`: the ears, drawn in the head layer below, show through. */
function withEarHoles(id: string, content: string): string {
  const hole = (d: string) => `<path d="${d}" fill="#000"/>`;
  return (
    `<defs><mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="200" height="200">` +
    `<rect x="0" y="0" width="200" height="200" fill="#fff" stroke="none"/><g stroke="none">${hole(EARS.left)}${hole(EARS.right)}</g></mask></defs>` +
    `<g mask="url(#${id})">${content}</g>`
  );
}

function bushHat(): string {
  return (
    ellipse(100, 48, 56, 12, '#d8b56a') +
    path('M68 48 C66 16 134 16 132 48 C112 54 88 54 68 48 Z', '#e6c77f') +
    path('M69 38 C88 44 112 44 131 38 L132 47 C112 53 88 53 68 47 Z', C.accent) +
    line('M80 34 C85 30 91 28 97 27', '#f7e2a8', 4)
  );
}

function goggles(): string {
  return (
    `<g fill="none"><path d="M62 56 C80 46 120 46 138 56" stroke-width="11"/><path d="M62 56 C80 46 120 46 138 56" stroke="#5a4636" stroke-width="5"/></g>` +
    circle(86, 50, 12, C.gold) + circle(114, 50, 12, C.gold) +
    circle(86, 50, 7.5, C.sapphireLight, 'stroke-width="2.5"') + circle(114, 50, 7.5, C.sapphireLight, 'stroke-width="2.5"') +
    line('M83 47 l4 -3 M111 47 l4 -3', '#ffffff', 2.5)
  );
}

/** The helmet's collar and antenna; the glass bubble is the visor image. */
function helmet(tall: boolean): string {
  const top = tall ? 6 : 14;
  return (
    path('M66 104 C76 112 124 112 134 104 L138 116 C124 126 76 126 62 116 Z', '#e9edf2') +
    rect(94, 108, 12, 8, C.danger, 'rx="2" stroke-width="2.5"') +
    line(`M126 ${top + 16} L140 ${top - 2}`, C.ink, 3) + circle(141, top - 4, 4.5, C.danger, 'stroke-width="2.5"')
  );
}

function visor(tall: boolean): string {
  const [cy, r] = tall ? [62, 54] : [66, 50];
  return (
    circle(100, cy, r, C.sapphireLight, `fill-opacity="0.35" stroke-width="3.5"`) +
    path(`M${100 - r * 0.62} ${cy - r * 0.5} A${r * 0.8} ${r * 0.8} 0 0 1 ${100 - r * 0.1} ${cy - r * 0.8}`, 'none', `stroke="#ffffff" stroke-width="5" opacity="0.8"`)
  );
}

const hat = (key: string, draw: (pose: Pose) => string): ArtPiece => ({ key, type: none, traitType: 'HAT', draw });
const onHead = (content: string) => (pose: Pose) => moved(headShift(pose), 0, content);

export const hatPieces: ArtPiece[] = [
  hat('bush-hat', onHead(bushHat())),
  hat('bush-hat-mutated', onHead(withEarHoles('bush-hat-ears', bushHat()))),
  hat('tinker-goggles', onHead(goggles())),
  hat('space-helmet', () => helmet(false)),
  hat('space-helmet-visor', () => visor(false)),
  // Room for tall ears: the bubble grows upwards; the visor comes with it.
  hat('space-helmet-mutated', () => helmet(true) + visor(true)),
];

