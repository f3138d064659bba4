import { FALLBACK_FAMILY, FONT_FAMILY, FONT_WEIGHTS, LATIN_RANGE } from '../../../domain/typeface.ts';

/** What late-face needs of the app's history: to hear of every change of page. */
interface PageChanges {
  listen(listener: () => void): () => void;
}

/**
 * Our typeface is `font-display: optional` (decision 0038): when it comes later than about 100 ms (a
 * first visit on a slow network), the browser keeps the fallback face for the rest of the page's life,
 * and for this app that is the whole visit. At the first change of page this looks whether the text is
 * in the fallback; if so it loads the same file (in the cache by then) as a face of its own that may
 * swap in, and adds it at the next change of page once it is in, so the town reads in its own typeface
 * from then on. When our face draws the page, that one look is all it does.
 * At a change of page, not at once or on a tap: the lines move a little as the face changes, and a tap
 * whose target moves between its press and its release is lost (the browser tests lost clicks so). The
 * new page is drawn in the face from the start, and the largest paint is settled by then. Nothing runs
 * while the page loads: an idle-time look there was one more task in Lighthouse's slowed pass.
 */
export function adoptLateFace(pages: PageChanges, doc: Document = document): void {
  if (typeof FontFace === 'undefined' || !doc.fonts) return;
  // undefined: not looked yet; null: nothing to do (our face draws the text, or there is no face to load).
  let late: FontFace | null | undefined;
  const stop = pages.listen(() => {
    if (late === undefined) late = faceInUse(doc) ? null : loadFaceAgain(doc);
    if (late && (late.status === 'unloaded' || late.status === 'loading')) return; // still coming: the next change of page
    if (late?.status === 'loaded') doc.fonts.add(late);
    stop();
  });
}

/** Starts loading the shell's preloaded face file as a face that may swap in; null if the shell names none. */
function loadFaceAgain(doc: Document): FontFace | null {
  const href = doc.querySelector<HTMLLinkElement>('link[rel="preload"][as="font"]')?.href;
  if (!href) return null;
  const face = new FontFace(FONT_FAMILY, `url(${href}) format('woff2')`, { weight: FONT_WEIGHTS, display: 'swap', unicodeRange: LATIN_RANGE });
  // Offline and not in the cache: its status says 'error', and the fallback stays, as it was.
  face.load().catch(() => {});
  return face;
}

/**
 * Whether text naming our face is drawn in it: a line in the page's own pair (our face, then the
 * fallback) measures the same as one in the fallback alone exactly when our face is not used. The
 * fallback's metrics match ours in height, not in width (a few per cent apart over a line). Measured on
 * a canvas, which picks faces as the page does but lays nothing out (spans in the page would make the
 * browser lay the whole page out, in the middle of a change of page).
 */
function faceInUse(doc: Document): boolean {
  const context = doc.createElement('canvas').getContext('2d');
  if (!context) return true;
  const width = (family: string) => {
    context.font = `800 32px ${family}`;
    return context.measureText('Welcome to Sapphire Town, explorer').width;
  };
  return Math.abs(width(`"${FONT_FAMILY}", "${FALLBACK_FAMILY}"`) - width(`"${FALLBACK_FAMILY}"`)) > 0.5;
}
