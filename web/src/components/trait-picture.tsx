import { useEffect, useState, type CSSProperties } from 'react';
import { artBox, type ArtBox } from '../lib/art-box.ts';
import { CARD_SIZES, pieceSrcSet as pieceSrcSetOf } from '../../../domain/trait-picture.ts';
import './trait-picture.css';

export interface TraitPictureProps {
  /** The trait's display image (a URL under /assets/traits/), or null when it has no art of its own. */
  src: string | null;
  /** How wide the slot is drawn (the `sizes` attribute): the browser picks the server's width from it. */
  sizes?: string;
}

// The build's art version (scripts/build.ts; undefined in development): a URL naming it is cached for good.
declare const ART_VERSION: string | undefined;
const VERSION = typeof ART_VERSION === 'undefined' ? '' : ART_VERSION;

/** The cropped picture's srcset for a layer URL, or null for any other picture (a sidekick's thumbnail). */
export function pieceSrcSet(src: string): string | null {
  return pieceSrcSetOf(src, VERSION);
}

/**
 * A wearable's picture for cards, cropped to the piece itself (layer images cover the whole avatar
 * canvas). Rule-only wearables (filters, outlines, poses) have no art of their own: they get a sparkle,
 * as does a picture that is empty or fails to load.
 */
export function TraitPicture({ src, sizes = CARD_SIZES }: TraitPictureProps) {
  const srcSet = src ? pieceSrcSet(src) : null;
  if (srcSet) return <PiecePicture key={srcSet} srcSet={srcSet} sizes={sizes} />;
  return <MeasuredPicture src={src} />;
}

/** Cropped by the server at the slot's width: nothing to measure, a square that never shifts. */
function PiecePicture({ srcSet, sizes }: { srcSet: string; sizes: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <Sparkle />;
  const first = srcSet.split(' ')[0]!;
  return (
    <span className="trait-picture" data-state="ready">
      <img className="trait-picture__image" src={first} srcSet={srcSet} sizes={sizes} width={160} height={160} alt="" decoding="async" onError={() => setFailed(true)} />
    </span>
  );
}

/** Any other picture (a sidekick's thumbnail): the full image, cropped in the browser to where it has pixels. */
function MeasuredPicture({ src }: { src: string | null }) {
  const [box, setBox] = useState<{ src: string; box: ArtBox | null } | null>(null);
  useEffect(() => {
    if (!src) return;
    let current = true;
    void artBox(src).then((found) => current && setBox({ src, box: found }));
    return () => {
      current = false;
    };
  }, [src]);

  if (!src) return <Sparkle />;
  const known = box?.src === src ? box : null;
  if (known && !known.box) return <Sparkle />;
  const style: CSSProperties | undefined = known?.box
    ? {
        width: `${100 / known.box.size}%`,
        height: `${100 / known.box.size}%`,
        left: `${(-known.box.x / known.box.size) * 100}%`,
        top: `${(-known.box.y / known.box.size) * 100}%`,
      }
    : undefined;
  return (
    <span className="trait-picture" data-state={known ? 'ready' : 'measuring'}>
      <img className="trait-picture__image" src={src} alt="" decoding="async" style={style} />
    </span>
  );
}

function Sparkle() {
  return (
    <svg className="trait-picture__sparkle" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <path
        d="M50 14 C54 38 62 46 86 50 C62 54 54 62 50 86 C46 62 38 54 14 50 C38 46 46 38 50 14 Z"
        fill="var(--gold)"
        stroke="var(--ink)"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <circle cx="78" cy="22" r="6" fill="var(--sapphire-light)" stroke="var(--ink)" strokeWidth="3" />
      <circle cx="24" cy="78" r="4" fill="var(--accent)" stroke="var(--ink)" strokeWidth="3" />
    </svg>
  );
}
