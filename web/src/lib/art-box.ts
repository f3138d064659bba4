/**
 * Where a layer image has any pixels. Trait art is drawn on the whole 1000 px avatar canvas (a hat sits
 * at the top, boots at the bottom), so a card that shows one piece crops to this box to show it large.
 */

/** A square around the art, as fractions of the image: left, top and side. */
export interface ArtBox {
  x: number;
  y: number;
  size: number;
}

// Enough to find the edges; the picture itself is shown from the full image.
const SAMPLE = 200;
// Room around the art so outlines do not touch the card's edge.
const PADDING = 0.08;

const boxes = new Map<string, Promise<ArtBox | null>>();

/** The square box around the art in the image at `src` (null when it has no pixels or cannot load). */
export function artBox(src: string): Promise<ArtBox | null> {
  let box = boxes.get(src);
  if (!box) {
    box = measure(src);
    boxes.set(src, box);
  }
  return box;
}

async function measure(src: string): Promise<ArtBox | null> {
  const image = new Image();
  image.src = src;
  try {
    await image.decode();
  } catch {
    return null;
  }
  const canvas = document.createElement('canvas');
  canvas.width = SAMPLE;
  canvas.height = SAMPLE;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(image, 0, 0, SAMPLE, SAMPLE);
  return boxOf(ctx.getImageData(0, 0, SAMPLE, SAMPLE).data, SAMPLE);
}

/** The padded square around every pixel with some opacity, in an RGBA square of side `n`. */
export function boxOf(rgba: ArrayLike<number>, n: number): ArtBox | null {
  let left = n;
  let top = n;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < n; y += 1) {
    for (let x = 0; x < n; x += 1) {
      if (rgba[(y * n + x) * 4 + 3]! > 8) {
        if (x < left) left = x;
        if (x > right) right = x;
        if (y < top) top = y;
        if (y > bottom) bottom = y;
      }
    }
  }
  if (right < 0) return null;
  const w = (right - left + 1) / n;
  const h = (bottom - top + 1) / n;
  const size = Math.min(1, Math.max(w, h) * (1 + 2 * PADDING));
  const cx = (left / n + w / 2);
  const cy = (top / n + h / 2);
  return { x: cx - size / 2, y: cy - size / 2, size };
}
