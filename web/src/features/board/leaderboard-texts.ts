import type { LeaderboardKey } from '../../../../domain/progress.ts';

/** What an empty board says, in the board's own terms. */
const EMPTY: Record<LeaderboardKey, string> = {
  'torch-click': 'No one has clicked the torch yet',
  'balloon-clicks': 'No one has clicked the balloon yet',
  acorns: 'No one has rustled any acorns yet',
  tada: 'No one has earned a tada yet',
  'tickle-monitor': 'No one has tickled the workshop screen yet',
  'bird-chirp': 'No one has made the bird chirp yet',
  'frog-croak': 'No one has made the frog croak yet',
  'wall-clicks': 'No one has clicked the wall yet',
  'found-chugs': 'No one has spotted Chugs yet',
  'chugs-skating': 'No one has watched Chugs skate yet',
};

/** The empty-board line for `key`; a board added later still gets a sensible one. */
export function emptyBoardText(key: string, label: string): string {
  return EMPTY[key as LeaderboardKey] ?? `No one is on the ${label} board yet`;
}
