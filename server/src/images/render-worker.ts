/**
 * A render worker: draws compositions on @napi-rs/canvas and encodes them with sharp, so a render
 * never holds the server's event loop (drawing a 1000 px avatar takes tens of ms of JS-thread time).
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import sharp from 'sharp';
import { createLayerStore, type LayerStore } from '../../../render/art/layer-store.ts';
import type { Composition } from '../../../render/src/layer.ts';
import { createServerRaster, encodeCanvas, type ImageFormat, type ServerRaster } from '../../../render/src/raster-server.ts';

export interface RenderJob {
  id: number;
  traitsDir: string | undefined;
  composition: Composition;
  format: ImageFormat;
}

export type RenderReply = { id: number; bytes: Uint8Array } | { id: number; error: string };

declare const self: Worker;

/** The nice value of render work: it gives way to the event loop's thread (nice 0) when the cores are busy. */
const RENDER_NICE = 10;

/**
 * Renders are batch work: on Linux each thread has its own nice value, so this thread (and the threads
 * it starts) give way to the event loop's thread when the cores are busy. Elsewhere this is skipped.
 */
function yieldToEventLoop(): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (tid > 0) setPriority(tid, RENDER_NICE);
  } catch {
    // No /proc (macOS, Windows) or not allowed: renders simply share the cores evenly.
  }
}
yieldToEventLoop();
// One libvips thread per encode (several encodes may be under way: the pool keeps a few threads).
sharp.concurrency(1);

/** libvips threads already given RENDER_NICE. */
const yielded = new Set<string>();

/**
 * libvips encodes on threads of its own, started from Bun's thread pool rather than from this thread, so
 * they kept nice 0: under renders they took more than a core at the event loop's priority, and a JSON
 * request's p99 grew fivefold (the bench's JSON-under-renders figure). Each new one gets RENDER_NICE.
 */
function yieldLibvipsThreads(): void {
  let tids: string[];
  try {
    tids = readdirSync('/proc/self/task');
  } catch {
    return; // No /proc: see yieldToEventLoop.
  }
  // A score of threads, read after each render (which takes tens of ms or more): a fraction of a ms.
  for (const tid of tids) {
    if (yielded.has(tid)) continue;
    try {
      if (!readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').startsWith('libvips')) continue;
      setPriority(Number(tid), RENDER_NICE);
      yielded.add(tid);
    } catch {
      // The thread ended meanwhile.
    }
  }
}

let current: { dir: string | undefined; store: LayerStore; raster: ServerRaster } | null = null;

function rasterFor(dir: string | undefined): ServerRaster {
  if (!current || current.dir !== dir) {
    const store = createLayerStore(dir);
    current = { dir, store, raster: createServerRaster((src) => store.pixels(src)) };
  }
  return current.raster;
}

self.onmessage = async (event: MessageEvent<RenderJob>) => {
  const { id, traitsDir, composition, format } = event.data;
  try {
    const canvas = await rasterFor(traitsDir).draw(composition);
    const bytes = new Uint8Array(await encodeCanvas(canvas, composition, format));
    yieldLibvipsThreads();
    self.postMessage({ id, bytes } satisfies RenderReply, [bytes.buffer]);
  } catch (err) {
    self.postMessage({ id, error: err instanceof Error ? err.message : String(err) } satisfies RenderReply);
  }
};
