/** Text on avatars: cut with an ellipsis at a maximum length, sized to fit its box within bounds. */
import { TEXT_FONT_SIZE } from '../../domain/traits.ts';

export const ELLIPSIS = '…';

/** `text` cut to at most `maxLimit` characters, the last being an ellipsis when it was cut. */
export function truncate(text: string, maxLimit: number): string {
  const chars = Array.from(text.trim());
  if (chars.length <= maxLimit) return chars.join('');
  if (maxLimit <= 1) return ELLIPSIS;
  return `${chars.slice(0, maxLimit - 1).join('').trimEnd()}${ELLIPSIS}`;
}

/** Font size bounds for a box `boxHeight` px tall on a canvas `scale` times the 1000 px default. */
export function fontBounds(scale: number, boxHeight: number): { minFontSize: number; maxFontSize: number } {
  const max = Math.min(TEXT_FONT_SIZE.max * scale, boxHeight);
  const min = Math.min(TEXT_FONT_SIZE.min * scale, max);
  return { minFontSize: min, maxFontSize: max };
}

/**
 * The largest size within [min, max] at which `text` fits `width`, and the text to draw: when it does
 * not fit even at `min`, characters go from the end (ellipsis added) until it does. `measure(text, size)`
 * gives a width in px; text width is taken as proportional to the size.
 */
export function fitText(
  text: string,
  width: number,
  bounds: { minFontSize: number; maxFontSize: number },
  measure: (text: string, size: number) => number,
): { text: string; size: number } {
  const { minFontSize: min, maxFontSize: max } = bounds;
  const atMax = measure(text, max);
  if (atMax <= width) return { text, size: max };
  const size = Math.max(min, Math.floor((max * width) / atMax));
  if (measure(text, size) <= width) return { text, size };
  let chars = Array.from(text.endsWith(ELLIPSIS) ? text.slice(0, -1) : text);
  while (chars.length > 0) {
    chars = chars.slice(0, -1);
    const candidate = `${chars.join('').trimEnd()}${ELLIPSIS}`;
    if (measure(candidate, size) <= width) return { text: candidate, size };
  }
  return { text: '', size };
}
