import { TIMINGS } from '../../../domain/timings.ts';
import type { KvValue } from '../../../domain/kv-entries.ts';
import type { KvKey } from '../../../domain/progress.ts';

export type KvEntry = { key: KvKey; value: KvValue };

/** The longest wait between tries of a batch held back by a patient failure. */
export const PATIENT_MAX_MS = 30_000;

export interface KvBatcherOptions {
  /** Sends one batch; resolves with the values as stored, rejects when the batch was not stored. */
  send: (entries: KvEntry[]) => Promise<KvEntry[]>;
  /** Called with what the server stored after each successful batch. */
  onStored?: (stored: KvEntry[]) => void;
  /** Called when a batch failed for good (a 4xx, or retries used up); the batch is dropped. */
  onFailed?: (error: unknown, entries: KvEntry[]) => void;
  /**
   * Called with the changes not yet stored (queued or in flight, the latest value per key) whenever
   * they change: a change queued, a batch stored or dropped. MeProvider keeps them through a reload.
   */
  onUnsent?: (entries: KvEntry[]) => void;
  /** Whether a failed send is worth retrying (network trouble, 5xx). */
  retryable?: (error: unknown) => boolean;
  /**
   * Failures that never use up the retries (the network is down: offline clicks are queued, not lost);
   * they are tried again at most every PATIENT_MAX_MS, and at once when `flush` is called.
   */
  patient?: (error: unknown) => boolean;
  delayMs?: number;
  maxRetries?: number;
}

/**
 * Collects key/value changes and sends them together, `delayMs` (2 s) after the last change
 * (SPEC section 4). One batch is in flight at a time; later changes wait for it, so the server
 * sees a key's values in the order they were set. A failed batch is retried with backoff and
 * merged under anything newer, so a flaky network never loses a count.
 */
export class KvBatcher {
  private pending = new Map<KvKey, KvValue>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<void> | null = null;
  private inFlightBatch: KvEntry[] = [];
  private retries = 0;
  private readonly delayMs: number;
  private readonly maxRetries: number;

  constructor(private readonly options: KvBatcherOptions) {
    this.delayMs = options.delayMs ?? TIMINGS.kvSaveDebounce;
    this.maxRetries = options.maxRetries ?? 5;
  }

  /** Queues a change; the batch goes out `delayMs` after the last one. */
  set(key: KvKey, value: KvValue): void {
    this.pending.set(key, value);
    this.retries = 0;
    this.changed();
    this.schedule(this.delayMs);
  }

  /** Queues changes and sends everything pending now; resolves when it has been stored (or failed). */
  save(entries: KvEntry[]): Promise<void> {
    for (const { key, value } of entries) this.pending.set(key, value);
    this.changed();
    return this.flush();
  }

  /** Sends what is pending now. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.inFlight) await this.inFlight;
    if (this.pending.size === 0) return;
    const batch = [...this.pending].map(([key, value]) => ({ key, value }));
    this.pending.clear();
    this.inFlightBatch = batch;
    this.inFlight = this.sendBatch(batch);
    try {
      await this.inFlight;
    } finally {
      this.inFlight = null;
    }
  }

  /**
   * Everything not yet stored, in flight or queued, the latest value per key: for a last-chance send as
   * the page goes away (a batch in flight then may never arrive). Nothing is taken off the queue.
   */
  unsent(): KvEntry[] {
    const all = new Map<KvKey, KvValue>(this.inFlightBatch.map(({ key, value }) => [key, value]));
    for (const [key, value] of this.pending) all.set(key, value);
    return [...all].map(([key, value]) => ({ key, value }));
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), ms);
  }

  private changed(): void {
    this.options.onUnsent?.(this.unsent());
  }

  private async sendBatch(batch: KvEntry[]): Promise<void> {
    try {
      const stored = await this.options.send(batch);
      this.retries = 0;
      this.options.onStored?.(stored);
    } catch (error) {
      this.failed(batch, error);
    } finally {
      this.inFlightBatch = [];
      this.changed();
    }
  }

  /** A batch that was not stored: queued again under anything newer, or dropped and reported. */
  private failed(batch: KvEntry[], error: unknown): void {
    if (this.options.patient?.(error)) {
      for (const { key, value } of batch) if (!this.pending.has(key)) this.pending.set(key, value);
      this.schedule(Math.min(this.delayMs * 2 ** this.retries, PATIENT_MAX_MS));
      this.retries = Math.min(this.retries + 1, 10);
      return;
    }
    const retry = (this.options.retryable?.(error) ?? true) && this.retries < this.maxRetries;
    if (!retry) {
      this.options.onFailed?.(error, batch);
      return;
    }
    this.retries += 1;
    // Newer values for the same keys win over the failed ones.
    for (const { key, value } of batch) if (!this.pending.has(key)) this.pending.set(key, value);
    this.schedule(this.delayMs * 2 ** (this.retries - 1));
  }
}
