import { useEffect, useMemo, useRef, useState, type Ref } from 'react';
import type { Composition } from '../../../../../render/src/compose.ts';
import { createWebRaster } from '../../../../../render/src/raster-web.ts';

/** The performance mark set each time a new picture is on the preview's canvas. */
export const PREVIEW_DRAWN_MARK = 'avatar-preview-drawn';
/** The mark set when every layer a redraw may need is decoded. */
export const PREVIEW_PREWARMED_MARK = 'avatar-preview-prewarmed';

export interface AvatarPreviewProps {
  composition: Composition;
  /** Accessible description of what is shown, e.g. "Explorer #10001 wearing Bush Hat, Trail Map". */
  label: string;
  /** The visible canvas, which always holds the last finished picture. */
  canvasRef?: Ref<HTMLCanvasElement>;
  /** Layer images to decode ahead, asked for in an idle moment once a picture is up (a redraw then finds them ready). */
  prewarm?: () => readonly string[];
  /** Hears the canvas box's width in device pixels, as it is laid out and whenever it changes. */
  onWidth?: (px: number) => void;
}

/**
 * The live picture: the composition drawn by the same raster code as the image service, layer images
 * from /assets/traits/. A newer composition wins over a drawing still in progress.
 */
export function AvatarPreview({ composition, label, canvasRef, prewarm, onWidth }: AvatarPreviewProps) {
  // Layers are decoded at the width the picture is drawn at; a new width starts a new raster.
  const raster = useMemo(() => createWebRaster({ size: composition.width }), [composition.width]);
  useEffect(() => () => raster.dispose(), [raster]);
  const own = useRef<HTMLCanvasElement | null>(null);
  const [drawn, setDrawn] = useState<Composition | null>(null);
  const ready = drawn !== null;

  useEffect(() => {
    if (!ready || !prewarm) return;
    let current = true;
    const ask = () => current && raster.prewarm(prewarm(), () => performance.mark(PREVIEW_PREWARMED_MARK));
    if (typeof requestIdleCallback === 'function') requestIdleCallback(ask, { timeout: 200 });
    else setTimeout(ask, 50);
    return () => {
      current = false;
    };
  }, [raster, prewarm, ready]);

  useEffect(() => {
    const canvas = own.current;
    if (!canvas || !onWidth) return;
    const measure = () => onWidth(canvas.clientWidth * (window.devicePixelRatio || 1));
    measure();
    const watch = new ResizeObserver(measure);
    watch.observe(canvas);
    return () => watch.disconnect();
  }, [onWidth]);

  useEffect(() => {
    let current = true;
    raster.draw(composition).then((picture) => {
      const canvas = own.current;
      if (!current || !canvas) return;
      canvas.width = picture.width;
      canvas.height = picture.height;
      const ctx = canvas.getContext('2d');
      ctx?.clearRect(0, 0, canvas.width, canvas.height);
      ctx?.drawImage(picture, 0, 0);
      // The customiser redraw benchmark (bench/customiser.ts) times from a click to this mark.
      performance.mark(PREVIEW_DRAWN_MARK, { detail: { view: composition.view, layers: composition.layers.length } });
      setDrawn(composition);
    }, (err: unknown) => {
      // A raster disposed mid-draw (the width changed) has nothing to show; anything else is worth a word.
      if (current) console.error('The avatar could not be drawn', err);
    });
    return () => {
      current = false;
    };
  }, [raster, composition]);

  const setRef = (canvas: HTMLCanvasElement | null) => {
    own.current = canvas;
    if (typeof canvasRef === 'function') canvasRef(canvas);
    else if (canvasRef) canvasRef.current = canvas;
  };

  const busy = drawn !== composition;
  return (
    <div className="avatar-preview" data-state={drawn ? (busy ? 'drawing' : 'ready') : 'loading'}>
      <canvas ref={setRef} className="avatar-preview__canvas" width={composition.width} height={composition.height} role="img" aria-label={label} />
      {drawn ? null : (
        <span className="avatar-preview__loading" role="status">
          Drawing your avatar…
        </span>
      )}
    </div>
  );
}
