/** Every art piece by key, and a version that changes whenever any drawing changes. */
import { createHash } from 'node:crypto';
import { AVATAR_VIEWS } from '../../domain/traits.ts';
import type { ArtPiece } from './piece.ts';
import { svgFor } from './draw.ts';
import { animalPieces } from './pieces/animals.ts';
import { catPieces } from './pieces/cat-wear.ts';
import { clothesPieces } from './pieces/clothes.ts';
import { costumePieces } from './pieces/costumes.ts';
import { explorerPieces } from './pieces/explorers.ts';
import { framePieces } from './pieces/frames.ts';
import { gearPieces } from './pieces/gear.ts';
import { hatPieces } from './pieces/hats.ts';
import { outdoorPieces } from './pieces/outdoor.ts';
import { sceneryPieces } from './pieces/scenery.ts';
import { sidekxPieces } from './pieces/sidekx.ts';
import { wearablePieces } from './pieces/wearables.ts';
import { wolfPieces } from './pieces/wolf-wear.ts';

const ALL: ArtPiece[] = [
  ...explorerPieces, ...animalPieces, ...clothesPieces, ...hatPieces, ...gearPieces, ...wearablePieces, ...costumePieces, ...sceneryPieces, ...sidekxPieces,
  ...outdoorPieces, ...catPieces, ...wolfPieces, ...framePieces,
];

export const ART: ReadonlyMap<string, ArtPiece> = new Map(ALL.map((piece) => [piece.key, piece]));
if (ART.size !== ALL.length) throw new Error('two art pieces share a key');

let version: string | null = null;

/** A short hash of every piece's SVG in every view: part of image cache keys, so new art is never served stale. */
export function artVersion(): string {
  if (version) return version;
  const hash = createHash('sha256');
  for (const piece of ALL) for (const view of AVATAR_VIEWS) hash.update(piece.key).update(view).update(svgFor(piece, view));
  version = hash.digest('base64url').slice(0, 12);
  return version;
}
