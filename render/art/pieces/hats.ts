/**
 * Hats, on the head every body shares (r38 at 100, 70). A hat may have a `-mutated` drawing with holes
 * where the cat's and the wolf's ears (figure EARS) poke through; hat-mutation swaps to it.
 */
import { EARS, headShift } from '../figure.ts';
import type { ArtPiece, Pose } from '../piece.ts';
import { C, circle, ellipse, line, moved, path, rect, star } from '../svg.ts';

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
    ellipse(100, 48, 52, 11, '#d8b56a') +
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
  // The antenna stands on the bubble; the tall bubble (room for ears) has no room above it for one.
  const antenna = tall ? '' : line('M124 26 L134 16', C.ink, 3) + circle(136, 13, 4.5, C.danger, 'stroke-width="2.5"');
  return (
    path('M66 104 C76 112 124 112 134 104 L138 116 C124 126 76 126 62 116 Z', '#e9edf2') +
    rect(94, 108, 12, 8, C.danger, 'rx="2" stroke-width="2.5"') + antenna
  );
}

function visor(tall: boolean): string {
  const [cy, r] = tall ? [64, 52] : [66, 50];
  return (
    circle(100, cy, r, C.sapphireLight, `fill-opacity="0.35" stroke-width="3.5"`) +
    path(`M${100 - r * 0.62} ${cy - r * 0.5} A${r * 0.8} ${r * 0.8} 0 0 1 ${100 - r * 0.1} ${cy - r * 0.8}`, 'none', `stroke="#ffffff" stroke-width="5" opacity="0.8"`)
  );
}

function wizardHat(): string {
  return (
    ellipse(100, 46, 50, 10, '#5a4199') +
    path('M72 46 C76 32 84 24 96 20 C106 17 116 18 128 14 C122 22 121 32 128 46 C110 52 90 52 72 46 Z', '#6a4fb3') +
    path('M73 40 C90 45 110 45 127 40 L128 46 C110 52 90 52 72 46 Z', C.gold, 'stroke-width="2.5"') +
    star(92, 32, 5, C.gold, 'stroke-width="1.5"') + star(114, 26, 3.5, '#ffffff', 'stroke-width="1.5"') +
    path('M104 36 A5 5 0 1 0 110 42 A4 4 0 1 1 104 36 Z', C.gold, 'stroke-width="1.5"') +
    circle(128, 14, 3.5, C.gold, 'stroke-width="2"')
  );
}

/**
 * A terracotta pot drawn upright in its own box, a sprout poking down out of its drainage hole. The
 * flowerpot-hat trait places the box on the head and turns it upside down (MUTATE upside-down), so the
 * rim sits on the head and the sprout points at the sky.
 */
function flowerpot(): string {
  return (
    path('M24 44 H176 L152 150 H48 Z', '#d77a4a') +
    rect(10, 16, 180, 30, '#e59a66', 'rx="6"') +
    line('M40 60 L56 140', '#f2b48a', 6, 'opacity="0.6"') +
    line('M100 150 V176', '#3f7f2f', 6) +
    path('M100 168 C84 184 64 180 62 170 C74 160 90 162 100 168 Z', '#9fd67f') +
    path('M100 174 C114 192 136 190 138 180 C126 168 110 168 100 174 Z', '#6db552')
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
  hat('wizard-hat', onHead(wizardHat())),
  hat('wizard-hat-mutated', onHead(withEarHoles('wizard-hat-ears', wizardHat()))),
  { key: 'flowerpot-hat', type: none, traitType: 'HAT', frame: 'canvas', draw: flowerpot },
];

