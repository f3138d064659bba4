/**
 * The Sidekx companions, sitting in the bottom-right corner of the canvas in every view (clear of the
 * frame's edge); flip-sidekick mirrors them to the other corner. In RIGHT and LEFT they sit behind the
 * avatar and look the way it looks (companion below).
 */
import type { ArtPiece, Pose } from '../piece.ts';
import { C, circle, ellipse, line, moved, NO_LINE, path } from '../svg.ts';

const none = 'none' as const;
export const eyes = (x: number, y: number, gap: number) =>
  ellipse(x - gap, y, 3.6, 4.6, C.ink, NO_LINE) + ellipse(x + gap, y, 3.6, 4.6, C.ink, NO_LINE) +
  circle(x - gap + 1.2, y - 1.6, 1.3, '#ffffff', NO_LINE) + circle(x + gap + 1.2, y - 1.6, 1.3, '#ffffff', NO_LINE);
export const shadow = ellipse(170, 192, 22, 4, C.ink, `opacity="0.14" ${NO_LINE}`);

/**
 * A companion drawn as body and face; the whole sits 4 units in from the edge. In profile the face looks
 * 4 units to the left as drawn: in LEFT it sits at the bottom right looking left with the avatar, and in
 * RIGHT compose mirrors it to the bottom left, behind the avatar, looking right (render/src/rules.ts).
 */
export function companion(body: string, face: string) {
  return (pose: Pose) => `<g transform="translate(-4 -3)">${shadow}${body}${moved(pose.turn === 0 ? 0 : -4, 0, face)}</g>`;
}

/** Sage: a round forest sprite with a leaf on its head. */
const sage = companion(
  path('M170 146 C160 130 162 118 172 112 C176 122 178 134 170 146 Z', '#6db552') + line('M170 144 C171 132 172 124 172 114', '#3f7f2f', 2) +
    path('M146 172 C146 154 158 144 170 144 C184 144 196 154 196 172 C196 186 186 194 170 194 C154 194 146 186 146 172 Z', '#8fbf7a') +
    ellipse(170, 180, 14, 9, '#c9e5b5', NO_LINE),
  eyes(170, 166, 8) + line('M165 176 Q170 180 175 176', C.ink, 2.5) +
    ellipse(156, 174, 4, 2.4, C.blush, `opacity="0.7" ${NO_LINE}`) + ellipse(184, 174, 4, 2.4, C.blush, `opacity="0.7" ${NO_LINE}`),
);

/** Milo: a fox pup with a white-tipped tail. */
const milo = companion(
  path('M184 186 C196 178 198 160 190 150 C192 166 184 176 176 180 Z', C.accent) + path('M190 150 C195 156 196 164 194 170 C190 166 188 158 190 150 Z', '#ffffff', NO_LINE) +
    path('M152 192 C150 176 156 168 168 168 C180 168 188 176 186 192 Z', C.accent) +
    path('M146 142 L152 122 L162 136 Z', C.accent) + path('M190 142 L184 122 L174 136 Z', C.accent) +
    path('M146 150 C146 138 156 132 168 132 C180 132 190 138 190 150 C190 164 180 172 168 172 C156 172 146 164 146 150 Z', C.accent),
  path('M150 154 C156 152 162 156 168 164 C174 156 180 152 186 154 C184 166 176 172 168 172 C160 172 152 166 150 154 Z', '#ffffff', NO_LINE) +
    eyes(168, 148, 9) + ellipse(168, 160, 3.5, 2.6, C.ink, NO_LINE),
);

/** Bones: a cream pup with a patch over one eye and a bone to chew. */
const bones = companion(
  path('M152 192 C150 176 156 168 170 168 C184 168 190 176 188 192 Z', '#f3ead8') +
    path('M146 140 C140 150 142 162 150 164 C154 156 154 146 146 140 Z', '#8a6a52') + path('M194 140 C200 150 198 162 190 164 C186 156 186 146 194 140 Z', '#8a6a52') +
    path('M148 152 C148 138 158 130 170 130 C182 130 192 138 192 152 C192 166 182 174 170 174 C158 174 148 166 148 152 Z', '#f3ead8'),
  ellipse(160, 148, 8, 7, '#8a6a52', NO_LINE) + eyes(170, 148, 10) + ellipse(170, 159, 4, 3, C.ink, NO_LINE) +
    path('M156 170 h28 a4 4 0 1 1 0 6 a4 4 0 1 1 0 -6 M156 170 a4 4 0 1 0 0 6 a4 4 0 1 0 0 -6', '#ffffff', 'stroke-width="2.5"'),
);

export const sidekxPieces: ArtPiece[] = [
  { key: 'sage', type: none, traitType: 'SIDEKICK', draw: sage },
  { key: 'milo', type: none, traitType: 'SIDEKICK', draw: milo },
  { key: 'bones', type: none, traitType: 'SIDEKICK', draw: bones },
];
