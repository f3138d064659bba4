/**
 * Key/value entries as the API takes them (SPEC section 3 "kv"): the limits and their schemas. Apart from
 * progress.ts, which the web imports for its constants, so the schemas (and zod) stay out of its bundle.
 */
import { z } from 'zod';

/** The limits of key/value entries, one definition for the API, the store and the web. */
export const KV_LIMITS = {
  /** Longest key a request may name (the real keys are far shorter). */
  keyLength: 64,
  /** Longest free (uncapped) text value, in characters; the store checks it, naming the key in its error. */
  textLength: 200,
  /** Most entries one write may carry (the client batches changes every 2 s). */
  batch: 50,
} as const;

/** One `{ key, value }` entry as the API takes it (`POST /api/profile/kv`, registration's `data`). */
export const kvEntrySchema = z.object({ key: z.string().max(KV_LIMITS.keyLength), value: z.union([z.number().finite(), z.string()]) });
/** A batch of entries for one write. */
export const kvBatchSchema = z.array(kvEntrySchema).max(KV_LIMITS.batch);
export type KvValue = z.infer<typeof kvEntrySchema>['value'];
