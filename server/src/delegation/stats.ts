import type { Db } from '../../../db/client.ts';

/** Counts for /metrics, per database (tests build many apps in one process). */
export interface DelegationStats {
  created: number;
  revoked: number;
  /** Link changes refused, by reason (the answer's status). */
  refused: Map<number, number>;
  ensHits: number;
  ensMisses: number;
  /** Writes a delegate tried on the vault's things (answered 403). */
  readOnlyRefused: number;
}

const stats = new WeakMap<Db, DelegationStats>();

export function delegationStats(db: Db): DelegationStats {
  let known = stats.get(db);
  if (!known) {
    known = { created: 0, revoked: 0, refused: new Map(), ensHits: 0, ensMisses: 0, readOnlyRefused: 0 };
    stats.set(db, known);
  }
  return known;
}
