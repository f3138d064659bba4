/**
 * A few render workers (render-worker.ts), started on first use. Each worker draws one job at a time (a
 * 2560 px canvas is 26 MB of pixels, so memory grows with the workers, not with the requests); the rest
 * wait here, in order, as small compositions.
 */
import { availableParallelism } from 'node:os';
import type { Composition } from '../../../render/src/layer.ts';
import type { ImageFormat } from '../../../render/src/raster-server.ts';
import type { RenderJob, RenderReply } from './render-worker.ts';

/** A render that waited `maxWaitMs` for a worker and was dropped from the queue, undrawn. */
export class RenderWaitExpired extends Error {
  constructor(waitedMs: number) {
    super(`render waited ${waitedMs} ms for a worker`);
  }
}

export interface RenderPool {
  /** Draws the composition; one still waiting for a worker after `maxWaitMs` is rejected with RenderWaitExpired. */
  render(composition: Composition, format: ImageFormat, maxWaitMs?: number): Promise<Uint8Array>;
  /** Jobs not yet answered (waiting or drawing), for /metrics. */
  pending(): number;
  /** Jobs waiting for a worker. */
  waiting(): number;
  /** Jobs handed to a worker since the pool began. */
  started(): number;
  readonly size: number;
  close(): void;
}

interface Job {
  id: number;
  composition: Composition;
  format: ImageFormat;
  resolve: (bytes: Uint8Array) => void;
  reject: (err: Error) => void;
  /** Ends the wait with RenderWaitExpired; cleared once a worker takes the job. */
  expiry?: ReturnType<typeof setTimeout>;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

/** Workers for a machine with `cores`: one core is left to the event loop (and I/O); at least one. */
export const workersFor = (cores: number) => Math.max(1, cores - 1);

export const DEFAULT_WORKERS = workersFor(availableParallelism());

export function createRenderPool(traitsDir: string | undefined, size = DEFAULT_WORKERS): RenderPool {
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let started = 0;

  const start = (): Slot => {
    const worker = new Worker(new URL('./render-worker.ts', import.meta.url));
    // Idle workers must not keep a finished process (a test, a CLI) alive.
    (worker as Worker & { unref?: () => void }).unref?.();
    const slot: Slot = { worker, job: null };
    worker.onmessage = (event: MessageEvent<RenderReply>) => {
      const job = slot.job;
      if (!job || job.id !== event.data.id) return;
      slot.job = null;
      if ('error' in event.data) job.reject(new Error(`render failed: ${event.data.error}`));
      else job.resolve(event.data.bytes);
      dispatch();
    };
    worker.onerror = (event) => {
      // A crashed worker fails its job and is replaced when the next job is handed out.
      slot.job?.reject(new Error(`render worker failed: ${event.message}`));
      slot.job = null;
      slots.splice(slots.indexOf(slot), 1);
      worker.terminate();
      dispatch();
    };
    slots.push(slot);
    return slot;
  };

  /** Hands waiting jobs to idle workers, starting workers up to `size`. */
  const dispatch = () => {
    while (queue.length > 0) {
      const slot = slots.find((s) => s.job === null) ?? (slots.length < size ? start() : null);
      if (!slot) return;
      const job = queue.shift()!;
      clearTimeout(job.expiry);
      started++;
      slot.job = job;
      slot.worker.postMessage({ id: job.id, traitsDir, composition: job.composition, format: job.format } satisfies RenderJob);
    }
  };

  return {
    size,
    render(composition, format, maxWaitMs) {
      return new Promise((resolve, reject) => {
        const job: Job = { id: nextId++, composition, format, resolve, reject };
        queue.push(job);
        dispatch();
        if (maxWaitMs === undefined || !queue.includes(job)) return;
        job.expiry = setTimeout(() => {
          const at = queue.indexOf(job);
          if (at < 0) return;
          queue.splice(at, 1);
          reject(new RenderWaitExpired(maxWaitMs));
        }, maxWaitMs);
        // A waiting job must not keep a finished process alive either.
        (job.expiry as { unref?: () => void }).unref?.();
      });
    },
    pending: () => queue.length + slots.filter((s) => s.job).length,
    waiting: () => queue.length,
    started: () => started,
    close() {
      for (const job of queue.splice(0)) {
        clearTimeout(job.expiry);
        job.reject(new Error('render pool closed'));
      }
      for (const slot of slots.splice(0)) {
        slot.job?.reject(new Error('render pool closed'));
        slot.worker.terminate();
      }
    },
  };
}
