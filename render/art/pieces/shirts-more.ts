/**
 * More shirts (issue 19): each a body on the torso (squeezed in profile by onTorso) and sleeves that
 * follow the arms, as the explorers' shirts are drawn. Legendary ones carry gold, ermine and a glow.
 */
import { armPoints, arms, onTorso, TORSO } from '../figure.ts';
import type { ArtPiece, Pose } from '../piece.ts';
import { C, circle, glints, glow, line, NO_LINE, path, rect, star } from '../svg.ts';
import { sleeves } from './clothes.ts';

const none = 'none' as const;

function shirt(key: string, color: string, details: string, sleeve: (pose: Pose) => string): ArtPiece[] {
  return [
    { key, type: none, traitType: 'SHIRT', draw: (pose) => onTorso(pose, path(TORSO, color) + details) },
    { key: `${key}-sleeves`, type: none, traitType: 'SHIRT', draw: sleeve },
  ];
}
const plain = (color: string, width = 12, reach = 0.55) => (pose: Pose) => sleeves(pose, color, width, reach);
/** Sleeves with a cuff band of `cuff` at the wrist end. */
const cuffed = (color: string, cuff: string, width = 13) => (pose: Pose) =>
  sleeves(pose, color, width) + arms(pose).map((side) => {
    const [, e, h] = armPoints(side, pose);
    return circle(e[0] + (h[0] - e[0]) * 0.55, e[1] + (h[1] - e[1]) * 0.55, width / 2 + 1, cuff, 'stroke-width="2.5"');
  }).join('');

const stripes = line('M71 124 H129 M70 134 H130 M69 144 H131', '#2d5bd3', 5);
const denim = '#4a6fa8';
/** The shirt number, a 7 drawn as a tube. */
const jersey = `<g fill="none"><path d="M91 124 H109 L97 150" stroke-width="9"/><path d="M91 124 H109 L97 150" stroke="#ffffff" stroke-width="4.5"/></g>`;

export const moreShirtPieces: ArtPiece[] = [
  ...shirt('striped-tee', '#ffffff', stripes + path('M90 106 Q100 114 110 106', 'none', 'stroke-width="2.5"'), plain('#ffffff')),
  ...shirt('denim-jacket', denim,
    line('M100 106 V158', '#3a5a8c', 3) + rect(78, 122, 14, 10, '#3a5a8c', 'rx="2" stroke-width="2"') + rect(108, 122, 14, 10, '#3a5a8c', 'rx="2" stroke-width="2"') +
    path('M86 104 L100 122 L114 104 Z', '#f4e3b5') + circle(104, 136, 2, C.gold, NO_LINE) + circle(104, 148, 2, C.gold, NO_LINE), cuffed(denim, '#3a5a8c')),
  ...shirt('sailor-top', '#ffffff',
    path('M78 106 L100 130 L122 106 L126 116 L100 140 L74 116 Z', '#2c3478') + line('M80 112 L100 134 L120 112', '#ffffff', 1.5) + path('M94 132 L100 146 L106 132 Z', C.danger, 'stroke-width="2"'),
    cuffed('#ffffff', '#2c3478', 12)),
  ...shirt('lab-coat', '#f4f6f8',
    path('M88 104 L100 124 L112 104 Z', '#9fd3ec') + line('M100 124 V160', '#c9d1da', 2.5) + rect(106, 132, 14, 12, '#e3e8ee', 'rx="2" stroke-width="2"') +
    line('M109 130 V138 M114 130 V136', C.sapphire, 2), plain('#f4f6f8', 14, 0.6)),
  ...shirt('flannel-shirt', '#c8372d',
    line('M76 116 V156 M88 106 V160 M100 106 V160 M112 106 V160 M124 116 V156', '#2b2430', 3, 'opacity="0.55"') +
    line('M72 124 H128 M70 140 H130', '#2b2430', 3, 'opacity="0.55"') + path('M88 104 L100 116 L112 104 Z', '#a82c24', 'stroke-width="2"'), cuffed('#c8372d', '#2b2430', 12)),
  ...shirt('sports-jersey', '#3f8f4a', path('M90 104 Q100 112 110 104', 'none', `stroke="${C.paper}" stroke-width="4"`) + jersey, plain('#3f8f4a', 12, 0.35)),
  ...shirt('raincoat', '#f5c542',
    line('M100 106 V160', '#d9a53a', 3) + circle(94, 122, 2.5, C.ink, NO_LINE) + circle(94, 136, 2.5, C.ink, NO_LINE) + circle(94, 150, 2.5, C.ink, NO_LINE) +
    rect(74, 140, 16, 6, '#d9a53a', 'rx="2" stroke-width="2"'), plain('#f5c542', 15, 0.65)),
  ...shirt('tuxedo', '#2b2430',
    path('M88 104 L100 146 L112 104 Z', '#ffffff') + path('M92 108 L100 114 L108 108 L108 118 L100 114 L92 118 Z', C.danger, 'stroke-width="2"') +
    circle(100, 126, 1.8, C.ink, NO_LINE) + circle(100, 136, 1.8, C.ink, NO_LINE) + path('M88 104 L96 136 L82 116 Z', '#3d3444', 'stroke-width="2"') + path('M112 104 L104 136 L118 116 Z', '#3d3444', 'stroke-width="2"'),
    cuffed('#2b2430', '#ffffff', 12)),
  // Epic: plate armour with a crest.
  ...shirt('knight-armour', '#b9c2cc',
    path('M80 112 C90 108 110 108 120 112 L118 146 C110 152 90 152 82 146 Z', '#d7dde4') + path('M100 116 L112 122 L108 140 L100 146 L92 140 L88 122 Z', C.sapphire) +
    path('M100 122 L104 130 L100 138 L96 130 Z', C.gold, 'stroke-width="1.5"') + line('M72 126 H80 M120 126 H128 M70 142 H82 M118 142 H130', '#8d96a3', 2),
    cuffed('#b9c2cc', '#8d96a3', 14)),
  // Legendary: a royal robe of violet velvet, ermine trim and gold, with its own glow.
  ...shirt('royal-robe', '#6a2c8c',
    glow(100, 130, 40, '#fff1a8') + path(TORSO, '#6a2c8c') +
    path('M80 104 C88 114 112 114 120 104 L124 116 C110 124 90 124 76 116 Z', '#f7f3ea') + [84, 94, 106, 116].map((x) => circle(x, 116, 1.6, C.ink, NO_LINE)).join('') +
    line('M100 122 V160', C.gold, 5) + line('M100 122 V160', '#fff6c9', 1.5) + star(100, 136, 7, C.gold, 'stroke-width="1.5"') +
    line('M70 152 C90 160 110 160 130 152', C.gold, 4) + glints([[76, 128], [124, 140]], 3),
    cuffed('#6a2c8c', '#f7f3ea', 14)),
];
