import { FALLBACK_FAMILY, FONT_FAMILY, FONT_WEIGHTS, LATIN_RANGE } from '../../../domain/typeface.ts';

/**
 * Our typeface is `font-display: optional` (decision 0038): when it comes later than about 100 ms (a
 * first visit on a slow network), the browser keeps the fallback face for the rest of the page's life,
 * and for this app that is the whole visit. On the player's first tap or key, if the text is still in the
 * fallback, the same file (in the cache by then) is added again as a face that may swap in, and the town
 * reads in its own typeface from then on.
 * A tap or a key, not a timer: the lines move a little as the face changes, and a move within half a
 * second of an input is not a layout shift; the largest paint is settled by then too.
 */
export function adoptLateFace(doc: Document = document): void {
  if (typeof FontFace === 'undefined' || !doc.fonts) return;
  const events = ['pointerdown', 'keydown'] as const;
  const first = () => {
    for (const name of events) doc.removeEventListener(name, first, true);
    void swapInLateFace(doc);
  };
  for (const name of events) doc.addEventListener(name, first, { capture: true, passive: true });
}

/** Adds the face again, able to swap in, when the page's text is drawn in the fallback; resolves whether it did. */
export async function swapInLateFace(doc: Document): Promise<boolean> {
  const href = doc.querySelector<HTMLLinkElement>('link[rel="preload"][as="font"]')?.href;
  if (!href || faceInUse(doc)) return false;
  try {
    const face = new FontFace(FONT_FAMILY, `url(${href}) format('woff2')`, { weight: FONT_WEIGHTS, display: 'swap', unicodeRange: LATIN_RANGE });
    doc.fonts.add(await face.load());
    return true;
  } catch {
    // Offline and not in the cache: the fallback stays, as it was.
    return false;
  }
}

/**
 * Whether text naming our face is drawn in it: a line in the page's own pair (our face, then the
 * fallback) measures the same as one in the fallback alone exactly when our face is not used. The
 * fallback's metrics match ours in height, not in width (a few per cent apart over a line).
 */
export function faceInUse(doc: Document): boolean {
  const width = (family: string) => {
    const span = doc.createElement('span');
    span.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font:800 32px ${family}`;
    span.textContent = 'Welcome to Sapphire Town, explorer';
    doc.body.append(span);
    const measured = span.getBoundingClientRect().width;
    span.remove();
    return measured;
  };
  return Math.abs(width(`"${FONT_FAMILY}", "${FALLBACK_FAMILY}"`) - width(`"${FALLBACK_FAMILY}"`)) > 0.5;
}
