/**
 * Colour filters as pixel operations on straight (non-premultiplied) RGBA, as getImageData gives it:
 * the same numbers on @napi-rs/canvas and in every browser, where ctx.filter is not everywhere.
 */
import type { LayerFilter } from './layer.ts';

/** Applies `filters` in order to `data` in place. */
export function applyFilters(data: Uint8ClampedArray, filters: readonly LayerFilter[]): void {
  for (const filter of filters) {
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3] === 0) continue;
      const r = data[i]!, g = data[i + 1]!, b = data[i + 2]!;
      if (filter === 'invert') {
        data[i] = 255 - r; data[i + 1] = 255 - g; data[i + 2] = 255 - b;
      } else if (filter === 'grayscale') {
        // Rec. 709 luma, as CSS grayscale(1).
        const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
        data[i] = y; data[i + 1] = y; data[i + 2] = y;
      } else {
        // The CSS sepia(1) matrix.
        data[i] = 0.393 * r + 0.769 * g + 0.189 * b;
        data[i + 1] = 0.349 * r + 0.686 * g + 0.168 * b;
        data[i + 2] = 0.272 * r + 0.534 * g + 0.131 * b;
      }
    }
  }
}
