/** A few render workers (render-worker.ts), started on first use; each job goes to the least busy one. */
import { availableParallelism } from 'node:os';
import type { Composition } from '../../../render/src/layer.ts';
import type { ImageFormat } from '../../../render/src/raster-server.ts';
import type { RenderJob, RenderReply } from './render-worker.ts';

export interface RenderPool {
  render(composition: Composition, format: ImageFormat): Promise<Uint8Array>;
  /** Jobs handed to workers and not yet answered (queued or drawing), for /metrics. */
  pending(): number;
  close(): void;
}

interface Slot {
  worker: Worker;
  busy: number;
}

/** One core is left to the event loop (and sharp's threads); at least one worker. */
export const DEFAULT_WORKERS = Math.max(1, availableParallelism() - 1);

export function createRenderPool(traitsDir: string | undefined, size = DEFAULT_WORKERS): RenderPool {
  const slots: Slot[] = [];
  const pending = new Map<number, { resolve: (b: Uint8Array) => void; reject: (e: Error) => void; slot: Slot }>();
  let nextId = 1;

  const start = (): Slot => {
    const worker = new Worker(new URL('./render-worker.ts', import.meta.url));
    // Idle workers must not keep a finished process (a test, a CLI) alive.
    (worker as Worker & { unref?: () => void }).unref?.();
    const slot: Slot = { worker, busy: 0 };
    worker.onmessage = (event: MessageEvent<RenderReply>) => {
      const job = pending.get(event.data.id);
      if (!job) return;
      pending.delete(event.data.id);
      slot.busy -= 1;
      if ('error' in event.data) job.reject(new Error(`render failed: ${event.data.error}`));
      else job.resolve(event.data.bytes);
    };
    worker.onerror = (event) => {
      // A crashed worker fails its jobs and is replaced on the next render.
      for (const [id, job] of pending) {
        if (job.slot !== slot) continue;
        pending.delete(id);
        job.reject(new Error(`render worker failed: ${event.message}`));
      }
      slots.splice(slots.indexOf(slot), 1);
      worker.terminate();
    };
    slots.push(slot);
    return slot;
  };

  return {
    render(composition, format) {
      const idle = slots.find((s) => s.busy === 0);
      const slot = idle ?? (slots.length < size ? start() : slots.reduce((a, b) => (b.busy < a.busy ? b : a)));
      const id = nextId++;
      slot.busy += 1;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject, slot });
        slot.worker.postMessage({ id, traitsDir, composition, format } satisfies RenderJob);
      });
    },
    pending: () => pending.size,
    close() {
      for (const slot of slots.splice(0)) slot.worker.terminate();
      for (const job of pending.values()) job.reject(new Error('render pool closed'));
      pending.clear();
    },
  };
}
