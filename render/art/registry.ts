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
import { moreHatPieces } from './pieces/hats-more.ts';
import { moreBackPieces } from './pieces/backs-more.ts';
import { moreBorderPieces } from './pieces/borders-more.ts';
import { cardPieces } from './pieces/cards.ts';
import { moreEffectPieces } from './pieces/effects-more.ts';
import { moreFacePieces } from './pieces/faces-more.ts';
import { moreGearPieces } from './pieces/gear-more.ts';
import { morePantsPieces } from './pieces/pants-more.ts';
import { moreScenePieces } from './pieces/scenes-more.ts';
import { moreShirtPieces } from './pieces/shirts-more.ts';
import { moreShoePieces } from './pieces/shoes-more.ts';
import { moreSidekxPieces } from './pieces/sidekx-more.ts';
import { moreSkinPieces } from './pieces/skins-more.ts';
import { outdoorPieces } from './pieces/outdoor.ts';
import { sceneryPieces } from './pieces/scenery.ts';
import { sidekxPieces } from './pieces/sidekx.ts';
import { wearablePieces } from './pieces/wearables.ts';
import { wolfPieces } from './pieces/wolf-wear.ts';

const ALL: ArtPiece[] = [
  ...explorerPieces, ...animalPieces, ...clothesPieces, ...hatPieces, ...gearPieces, ...wearablePieces, ...costumePieces, ...sceneryPieces, ...sidekxPieces,
  ...outdoorPieces, ...catPieces, ...wolfPieces, ...framePieces,
  // The wider wardrobe of issue 19, and card pictures.
  ...moreHatPieces, ...moreFacePieces, ...moreShirtPieces, ...morePantsPieces, ...moreShoePieces, ...moreBackPieces, ...moreSkinPieces,
  ...moreGearPieces, ...moreSidekxPieces, ...moreScenePieces, ...moreBorderPieces, ...moreEffectPieces, ...cardPieces,
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
