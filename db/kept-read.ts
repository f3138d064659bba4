import { pgliteWrites } from './pglite-parsers.ts';

/**
 * A read of content everyone shares (the journeys, their tasks and links), kept on PGlite while nothing is
 * written (pgliteWrites): one process owns that database, so an unchanged write count means an unchanged
 * answer. Concurrent readers share one read; a failed read is not kept. PostgreSQL, which other instances
 * write, has no count and is always asked. The answer is shared: read it only. Not for answers that also
 * depend on the time.
 */
const kept = new WeakMap<object, Map<string, { writes: number; answer: Promise<unknown> }>>();

export function keptRead<T>(db: object, key: string, read: () => Promise<T>): Promise<T> {
  // Taken before the read: a write while it runs leaves the answer kept under an older count, never used.
  const writes = pgliteWrites(db);
  if (writes === null) return read();
  const answers = kept.get(db) ?? new Map();
  kept.set(db, answers);
  const hit = answers.get(key);
  if (hit && hit.writes === writes) return hit.answer as Promise<T>;
  const answer = read();
  answers.set(key, { writes, answer });
  answer.catch(() => {
    if (answers.get(key)?.answer === answer) answers.delete(key);
  });
  return answer;
}
