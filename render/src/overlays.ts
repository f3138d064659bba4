/** Guide overlays of the render inputs: crossHairs (lining up art) and bordered (an ink frame). */
import type { CanvasLayer } from './layer.ts';
import type { Frame } from './rules.ts';

const INK = '#3a2a1e';

/** A plain filled box drawn over everything. */
function bar(key: string, x: number, y: number, width: number, height: number, background: string): CanvasLayer {
  return {
    key, traitType: null, weight: 1000, x, y, width, height, rotate: 0, flip: false, background, transparent: true,
    cropX: 0, cropY: 0, sticker: false, stickerWidth: 0, stickerExempt: true, stickerSpecial: false, filters: [],
  };
}

export function overlays(frame: Frame): CanvasLayer[] {
  const { width: w, height: h } = frame;
  const out: CanvasLayer[] = [];
  if (frame.options.bordered) {
    const t = Math.max(1, Math.round(w * 0.012));
    out.push(
      bar('bordered:top', 0, 0, w, t, INK),
      bar('bordered:bottom', 0, h - t, w, t, INK),
      bar('bordered:left', 0, 0, t, h, INK),
      bar('bordered:right', w - t, 0, t, h, INK),
    );
  }
  if (frame.options.crossHairs) {
    const t = Math.max(1, w / 500);
    out.push(bar('crosshairs:v', w / 2 - t / 2, 0, t, h, '#e0245e'), bar('crosshairs:h', 0, h / 2 - t / 2, w, t, '#e0245e'));
  }
  return out;
}
