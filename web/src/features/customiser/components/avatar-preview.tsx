import { useEffect, useMemo, useRef, useState, type Ref } from 'react';
import type { Composition } from '../../../../../render/src/compose.ts';
import { createWebRaster } from '../../../../../render/src/raster-web.ts';

export interface AvatarPreviewProps {
  composition: Composition;
  /** Accessible description of what is shown, e.g. "Explorer #10001 wearing Bush Hat, Trail Map". */
  label: string;
  /** The visible canvas, which always holds the last finished picture (for the download). */
  canvasRef?: Ref<HTMLCanvasElement>;
}

/**
 * The live picture: the composition drawn by the same raster code as the image service, layer images
 * from /assets/traits/. A newer composition wins over a drawing still in progress.
 */
export function AvatarPreview({ composition, label, canvasRef }: AvatarPreviewProps) {
  const raster = useMemo(() => createWebRaster(), []);
  const own = useRef<HTMLCanvasElement | null>(null);
  const [drawn, setDrawn] = useState<Composition | null>(null);

  useEffect(() => {
    let current = true;
    void raster.draw(composition).then((picture) => {
      const canvas = own.current;
      if (!current || !canvas) return;
      canvas.width = picture.width;
      canvas.height = picture.height;
      const ctx = canvas.getContext('2d');
      ctx?.clearRect(0, 0, canvas.width, canvas.height);
      ctx?.drawImage(picture, 0, 0);
      setDrawn(composition);
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
