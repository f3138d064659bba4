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

/** The layer PNG of `piece` in `view` (RGBA, LAYER_CANVAS px). */
export async function pngFor(piece: ArtPiece, view: AvatarView): Promise<Buffer> {
  return sharp(Buffer.from(svgFor(piece, view)), { limitInputPixels: LAYER_CANVAS * LAYER_CANVAS })
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toBuffer();
}
