/**
 * The unlock graph, pure (decision 0008). A journey is locked until every journey that unlocks it has
 * reached its link's threshold of completed tasks for this player; a journey nothing unlocks is open from
 * the start; it is completed when the player has done all of its (one or more) tasks.
 */
import type { JourneyStatus } from './journeys.ts';

export interface GraphJourney {
  id: number;
  taskCount: number;
}

export interface GraphLink {
  journey_id: number;
  target_journey_id: number;
  unlock_submission_threshold: number;
}

/** Each journey's status, given the player's completed-task count per journey (absent = 0). */
export function journeyStatuses(
  journeys: readonly GraphJourney[],
  links: readonly GraphLink[],
  counts: ReadonlyMap<number, number>,
): Map<number, JourneyStatus> {
  const statuses = new Map<number, JourneyStatus>();
  for (const j of journeys) {
    const locked = links.some((l) => l.target_journey_id === j.id && (counts.get(l.journey_id) ?? 0) < l.unlock_submission_threshold);
    const done = counts.get(j.id) ?? 0;
    statuses.set(j.id, locked ? 'locked' : j.taskCount > 0 && done >= j.taskCount ? 'completed' : 'open');
  }
  return statuses;
}

/** Journeys locked in `before` and not in `after`: what a completion just unlocked. */
export function newlyUnlocked(before: ReadonlyMap<number, JourneyStatus>, after: ReadonlyMap<number, JourneyStatus>): number[] {
  return [...after].filter(([id, status]) => status !== 'locked' && before.get(id) === 'locked').map(([id]) => id);
}
