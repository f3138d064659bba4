/**
 * A wearable's picture on a card, cropped to the piece by the image service (GET /render/piece/...,
 * issue 18): shared by the web (web/src/components/trait-picture.tsx draws it) and the server (the bag's
 * first screen, server/src/spa/bag-screen.ts).
 */

// A layer image the server also answers cropped and resized.
const LAYER = /^\/assets\/traits\/([a-z]+\/[a-z]+\/[a-z0-9-]+\/[a-z]+)\.png$/;
const PIECE_WIDTHS = [96, 160, 240, 320];

/** A bag card's slot: two columns on a phone, about 150-180 px on a wide screen. */
export const CARD_SIZES = '(max-width: 480px) 45vw, 180px';

/**
 * The cropped picture's srcset for a layer URL, or null for any other picture (a sidekick's thumbnail).
 * `artVersion` (the build's, render/art/registry.ts) names the art, so the URLs are cached for good.
 */
export function pieceSrcSet(src: string, artVersion: string): string | null {
  const m = LAYER.exec(src);
  const version = artVersion ? `&v=${artVersion}` : '';
  return m ? PIECE_WIDTHS.map((w) => `/render/piece/${m[1]}.webp?w=${w}${version} ${w}w`).join(', ') : null;
}
