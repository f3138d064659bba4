/**
 * A counter per database that moves whenever this process changes an order (placed, moved, expired), so
 * /metrics knows its last order count is stale without asking the database on every scrape. Other
 * instances' changes show within the metrics' refresh window.
 */
import type { Db } from '../../../db/client.ts';

const generations = new WeakMap<Db, number>();

export function markOrdersChanged(db: Db): void {
  generations.set(db, (generations.get(db) ?? 0) + 1);
}

export const ordersGeneration = (db: Db): number => generations.get(db) ?? 0;
