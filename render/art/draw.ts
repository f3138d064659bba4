/** One piece in one view as an SVG document, and as a PNG (sharp renders the SVG). */
import sharp from 'sharp';
import type { AvatarView } from '../../domain/traits.ts';
import { CANVAS_FRAMED, LAYER_CANVAS, TURN, VIEW_BOXES } from '../src/views.ts';
import type { ArtPiece } from './piece.ts';
import { svgDocument } from './svg.ts';

const WHOLE = [0, 0, 200, 200] as const;

/** The SVG of `piece` as seen in `view`, LAYER_CANVAS px square (`size` px for quick checks). */
export function svgFor(piece: ArtPiece, view: AvatarView, size = LAYER_CANVAS): string {
  const frame = piece.frame ?? (CANVAS_FRAMED.has(piece.traitType) ? 'canvas' : 'figure');
  return svgDocument(piece.draw({ view, turn: TURN[view] }), frame === 'canvas' ? WHOLE : VIEW_BOXES[view], size);
}

/**
 * How a layer PNG is compressed (lossless, whatever the level). Level 8 without adaptive filtering:
 * over every fourth piece, each in one view, a layer took 31 ms to encode and came to 1,190 KB in all,
 * where level 9 with adaptive filtering took 116 ms for 1,417 KB, level 9 alone 51 ms for 1,189 KB and
 * level 6 15 ms for 1,334 KB (decision 0055). A new instance draws every layer of an avatar the first
 * time anyone asks for it, and the customiser downloads them.
 */
const LAYER_PNG = { compressionLevel: 8 } as const;

/** The layer PNG of `piece` in `view` (RGBA, LAYER_CANVAS px). */
export async function pngFor(piece: ArtPiece, view: AvatarView): Promise<Buffer> {
  return sharp(Buffer.from(svgFor(piece, view)), { limitInputPixels: LAYER_CANVAS * LAYER_CANVAS })
    .png(LAYER_PNG)
    .toBuffer();
}
