/** The fields of a leaderboard entry this needs; the API's entries have them. */
export interface RankedEntry {
  rank: number;
  slug: string;
  value: number;
}

/**
 * Where the signed-in player stands on one board: in the list (`listed`), scored but below the
 * top the server sends (`beyond`), or nowhere to show (a visitor, or no score yet: null).
 * `beyond` needs a full list (`size` entries): a shorter list holds everyone with a score, so a
 * player missing from it has a count the server has not stored yet, and no rank to speak of.
 */
export type OwnStanding<E extends RankedEntry = RankedEntry> = { kind: 'listed'; entry: E; index: number } | { kind: 'beyond'; value: number } | null;

export function ownStanding<E extends RankedEntry>(entries: readonly E[], slug: string | null | undefined, ownValue: number, size: number): OwnStanding<E> {
  if (!slug) return null;
  const index = entries.findIndex((e) => e.slug === slug);
  const entry = entries[index];
  if (entry) return { kind: 'listed', entry, index };
  return ownValue > 0 && entries.length >= size ? { kind: 'beyond', value: ownValue } : null;
}

/** Whether the entry at `index` shares its rank with a neighbour (the list is in rank order). */
export function isTied(entries: readonly RankedEntry[], index: number): boolean {
  const rank = entries[index]?.rank;
  return rank !== undefined && (entries[index - 1]?.rank === rank || entries[index + 1]?.rank === rank);
}
