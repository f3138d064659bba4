/**
 * More hats (issue 19), on the head every body shares (r38 at 100, 70; its top at y 32). Every hat
 * stays below y 8 and inside x 46..154 so the HEAD view holds it whole; legendary ones glow.
 */
import { headShift } from '../figure.ts';
import type { ArtPiece, Pose } from '../piece.ts';
import { C, circle, ellipse, glints, glow, line, mirrored, moved, NO_LINE, path, rect, star } from '../svg.ts';

const none = 'none' as const;
const hat = (key: string, content: string, rarityGlow = ''): ArtPiece => ({
  key, type: none, traitType: 'HAT', draw: (pose: Pose) => moved(headShift(pose), 0, rarityGlow + content),
});

/** A hat with a front that points to the viewer's right (a cap's peak): in LEFT it is mirrored to point the way the face looks. */
const facingHat = (key: string, content: string): ArtPiece => ({
  key, type: none, traitType: 'HAT', draw: (pose: Pose) => moved(headShift(pose), 0, pose.turn < 0 ? mirrored(content) : content),
});

function beanie(): string {
  return path('M62 56 C60 24 140 24 138 56 Z', '#d9483b') +
    rect(60, 48, 80, 12, '#b8372d', 'rx="5"') + line('M70 50 V58 M80 50 V58 M90 50 V58 M100 50 V58 M110 50 V58 M120 50 V58 M130 50 V58', '#8e2a22', 1.5) +
    line('M80 38 C88 32 96 30 104 30', '#f07a6a', 3) + circle(100, 22, 9, C.paper);
}

function cap(): string {
  return path('M64 54 C62 24 138 24 136 54 Z', C.sapphire) + path('M100 54 C118 52 140 54 152 60 C140 64 118 62 100 58 Z', '#1f43a8') +
    line('M100 28 V54', '#1f43a8', 2) + circle(100, 27, 3.5, C.sapphireLight, 'stroke-width="2"') + path('M84 40 L92 34 L100 40 L92 46 Z', C.gold, 'stroke-width="2"');
}

function topHat(): string {
  return ellipse(100, 50, 44, 8, '#2b2430') + path('M74 50 V14 C74 10 126 10 126 14 V50 Z', '#2b2430') +
    rect(74, 38, 52, 9, '#c8372d', NO_LINE) + line('M74 38 H126 M74 47 H126', C.ink, 2) + line('M80 18 V34', '#5a5060', 3);
}

function beret(): string {
  return path('M58 52 C52 30 92 20 120 26 C142 30 150 44 140 52 C120 58 80 58 58 52 Z', '#7a3a8c') +
    line('M62 52 C84 56 118 56 138 52', '#5a2a6a', 3) + line('M104 24 l4 -10', C.ink, 3) + line('M76 36 C88 30 100 28 112 28', '#a05ab4', 3);
}

function cowboyHat(): string {
  return path('M48 52 C58 58 142 58 152 52 C150 44 140 48 128 48 L124 26 C118 18 108 22 100 26 C92 22 82 18 76 26 L72 48 C60 48 50 44 48 52 Z', '#b07a44') +
    path('M73 42 C90 46 110 46 127 42 L128 48 C110 52 90 52 72 48 Z', '#6b4424', 'stroke-width="2"') + star(100, 44, 3.5, C.gold, 'stroke-width="1.2"') +
    line('M100 28 V38', '#8a5a30', 2);
}

function tricorn(): string {
  return path('M52 50 C60 30 80 22 100 28 C120 22 140 30 148 50 C132 44 116 48 100 54 C84 48 68 44 52 50 Z', '#2b2430') +
    line('M56 48 C70 42 86 46 100 52 C114 46 130 42 144 48', C.gold, 2.5) +
    circle(100, 38, 7, '#f3ead8') + circle(97, 37, 1.6, C.ink, NO_LINE) + circle(103, 37, 1.6, C.ink, NO_LINE) + line('M96 42 h8', C.ink, 1.5);
}

function partyHat(): string {
  return path('M78 52 L100 10 L122 52 Z', '#f28cb1') + line('M86 38 L106 44 M92 26 L112 32', C.gold, 3) +
    circle(90, 46, 2.5, C.sapphire, NO_LINE) + circle(110, 30, 2.5, C.sapphire, NO_LINE) + circle(100, 12, 5, C.gold, 'stroke-width="2"') +
    line('M80 52 L78 70 M120 52 L122 70', C.ink, 1.5);
}

function chefHat(): string {
  return circle(80, 30, 14, '#ffffff') + circle(100, 22, 15, '#ffffff') + circle(120, 30, 14, '#ffffff') +
    rect(74, 30, 52, 24, '#ffffff', NO_LINE) + path('M72 54 V36 M128 54 V36', 'none') + rect(72, 44, 56, 12, '#f4f1ea', 'rx="3"') +
    line('M88 34 V44 M100 32 V44 M112 34 V44', '#d8d2c4', 2);
}

function flowerCrown(): string {
  const flower = (x: number, y: number, color: string) =>
    [0, 72, 144, 216, 288].map((a) => circle(x + 5 * Math.cos((a * Math.PI) / 180), y + 5 * Math.sin((a * Math.PI) / 180), 4, color, 'stroke-width="1.5"')).join('') + circle(x, y, 3, C.gold, 'stroke-width="1.2"');
  return line('M64 50 C80 40 120 40 136 50', '#4f8f3a', 4) +
    path('M70 46 C66 40 70 36 76 38 C76 44 74 46 70 46 Z', '#6db552', 'stroke-width="1.5"') + path('M130 46 C134 40 130 36 124 38 C124 44 126 46 130 46 Z', '#6db552', 'stroke-width="1.5"') +
    flower(78, 42, '#f7a8b8') + flower(100, 38, '#ffffff') + flower(122, 42, '#f5c542');
}

function vikingHelmet(): string {
  return path('M58 38 C52 30 52 18 60 10 C60 22 66 30 74 34 Z', '#f3ead8') + path('M142 38 C148 30 148 18 140 10 C140 22 134 30 126 34 Z', '#f3ead8') +
    path('M64 54 C62 22 138 22 136 54 Z', C.steel) + rect(62, 46, 76, 10, '#8d96a3', 'rx="3"') + line('M100 26 V56', '#8d96a3', 4) +
    [70, 84, 116, 130].map((x) => circle(x, 51, 1.8, '#5a6470', NO_LINE)).join('');
}

/** Legendary: a gold halo floating over the head, with its own light. */
function halo(): string {
  return ellipse(100, 22, 30, 8, 'none', `stroke="${C.gold}" stroke-width="7"`) + ellipse(100, 22, 30, 8, 'none', 'stroke="#fff6c9" stroke-width="2.5"') +
    ellipse(100, 22, 34, 11, 'none', `stroke="${C.ink}" stroke-width="1.5" opacity="0.5"`) + glints([[66, 14], [136, 18], [120, 10]], 3);
}

/** Legendary: a tall sun crown of gold rays set with gems. */
function sunCrown(): string {
  const rays = [-60, -36, -12, 12, 36, 60].map((a) => `<path d="M96 40 L100 12 L104 40 Z" fill="${C.gold}" stroke-width="2" transform="rotate(${a} 100 50)"/>`).join('');
  return rays + path('M70 54 C70 36 130 36 130 54 C120 58 80 58 70 54 Z', '#e0a82e') + line('M72 46 C90 42 110 42 128 46', '#fff6c9', 2) +
    circle(100, 46, 5, C.danger, 'stroke-width="2"') + circle(84, 48, 3, C.sapphire, 'stroke-width="1.5"') + circle(116, 48, 3, C.sapphire, 'stroke-width="1.5"') +
    glints([[60, 26], [142, 30]], 3.5);
}

export const moreHatPieces: ArtPiece[] = [
  hat('knit-beanie', beanie()),
  facingHat('sapphire-cap', cap()),
  hat('top-hat', topHat()),
  hat('painter-beret', beret()),
  hat('cowboy-hat', cowboyHat()),
  hat('pirate-tricorn', tricorn()),
  hat('party-hat', partyHat()),
  hat('chef-hat', chefHat()),
  hat('flower-crown', flowerCrown()),
  hat('viking-helmet', vikingHelmet()),
  hat('golden-halo', halo(), glow(100, 22, 26, '#fff1a8')),
  hat('sun-crown', sunCrown(), glow(100, 36, 34)),
];
