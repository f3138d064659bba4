import { canvasToPng } from '../../../../render/src/raster-web.ts';

/** Saves the picture on `canvas` as a PNG file called `name`. */
export async function downloadCanvas(canvas: HTMLCanvasElement, name: string): Promise<void> {
  const blob = await canvasToPng(canvas);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; a moment later the object URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
