/**
 * The town's challenges as the arcade shows them: every clickable thing on the map plus the
 * workshop monitor, each with the target of SPEC section 9 (10 clicks by default, frog and bird
 * 5, never above the key's cap) and the leaderboard it feeds.
 */
import { CLICKS, LEADERBOARD_LABELS, PROGRESS_CAPS, type LeaderboardKey } from '../../../../domain/progress.ts';

export interface Challenge {
  key: LeaderboardKey;
  /** The cabinet's name. */
  name: string;
  /** Where in town to find it. */
  where: string;
  /** Where the player goes to play it. */
  path: string;
  target: number;
  /** The leaderboard's label (SPEC section 9). */
  board: string;
}

/** Clicks that complete an item: 5 for the frog and the bird, otherwise 10, capped by the key's maximum. */
export function targetFor(key: LeaderboardKey): number {
  if (key === 'frog-croak' || key === 'bird-chirp') return CLICKS.frogAndBirdTarget;
  return Math.min(CLICKS.defaultTarget, PROGRESS_CAPS[key] ?? CLICKS.defaultTarget);
}

const challenge = (key: LeaderboardKey, name: string, where: string, path = '/'): Challenge => ({
  key, name, where, path, target: targetFor(key), board: LEADERBOARD_LABELS[key],
});

export const CHALLENGES: readonly Challenge[] = [
  challenge('torch-click', 'Torch', 'By the town hall steps'),
  challenge('balloon-clicks', 'Hot-air balloon', 'Drifting over the workshop'),
  challenge('acorns', 'Acorn tree', 'In front of the workshop'),
  challenge('bird-chirp', 'Bluebird', 'In the tree by the content hall'),
  challenge('frog-croak', 'Frog', 'On a lily pad in the pond'),
  challenge('wall-clicks', 'Stone wall', 'Below the boutique'),
  challenge('found-chugs', 'Hide and seek', 'Chugs is hiding somewhere in town'),
  challenge('chugs-skating', 'Chugs skating', 'Catch Chugs on a skateboard'),
  challenge('tickle-monitor', 'Workshop monitor', 'In the workshop', '/workshop'),
];

/** A player's standing on one challenge. */
export function standing(count: number, target: number): { shown: number; done: boolean; toGo: number; ratio: number } {
  const shown = Math.max(0, Math.floor(count));
  return { shown, done: shown >= target, toGo: Math.max(0, target - shown), ratio: Math.min(1, shown / target) };
}
