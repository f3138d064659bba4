/** Key/value progress keys, caps and labels of SPEC sections 3 and 9. */

export const KV_KEYS = [
  'imx-intro', 'monitor-available', 'read-intro', 'side', 'age-consent', 'torch-click',
  'balloon-clicks', 'acorns', 'tada', 'tickle-monitor', 'bird-chirp', 'frog-croak', 'wall-clicks',
  'found-chugs', 'chugs-skating', 'terms-agreed', 'email-optin', 'cooldle-result', 'selected-sidekx',
  'entrypoint', 'monitor-tickle',
] as const;
export type KvKey = (typeof KV_KEYS)[number];

/** Upper bound of each counted key; keys without a cap hold free values. */
export const PROGRESS_CAPS: Partial<Record<KvKey, number>> = {
  'imx-intro': 1, 'monitor-available': 1, 'read-intro': 1, side: 1, 'age-consent': 1,
  'tickle-monitor': 1, 'found-chugs': 1,
  'torch-click': 50, 'balloon-clicks': 50, 'bird-chirp': 50, 'frog-croak': 50, 'wall-clicks': 50,
  acorns: 10, tada: 5, 'chugs-skating': 5,
};

const NOT_ON_LEADERBOARD: ReadonlySet<string> = new Set([
  'imx-intro', 'monitor-available', 'read-intro', 'side', 'age-consent',
]);

/** Leaderboard labels, in the order the spec lists them. */
export const LEADERBOARD_LABELS = {
  'torch-click': 'Torch Clicker',
  'balloon-clicks': 'Balloon Clicker',
  acorns: 'Acorn Rustler',
  tada: 'Tada Expert',
  'tickle-monitor': 'Screen Tickler',
  'bird-chirp': 'Chirper',
  'frog-croak': 'Croaker',
  'wall-clicks': 'Wall Clicker',
  'found-chugs': 'Chugs Spotter',
  'chugs-skating': 'Chugs Skater',
} as const satisfies Partial<Record<KvKey, string>>;
export type LeaderboardKey = keyof typeof LEADERBOARD_LABELS;

/** Capped keys that appear on a leaderboard. */
export const LEADERBOARD_KEYS = (Object.keys(PROGRESS_CAPS) as KvKey[]).filter(
  (k) => !NOT_ON_LEADERBOARD.has(k),
) as LeaderboardKey[];

export function isKvKey(key: string): key is KvKey {
  return (KV_KEYS as readonly string[]).includes(key);
}

export const CLICKS = { defaultTarget: 10, frogAndBirdTarget: 5, speedStep: 0.3, frogSpeedStep: 0.1 } as const;
export const SIDES = ['sapphire town', 'shadow wolves'] as const;
export type Side = (typeof SIDES)[number];
export const DEFAULT_SIDE: Side = 'sapphire town';

/** Workshop monitor physics (SPEC section 2). */
export const MONITOR = {
  tickMs: 10, growPerTick: 1, decayPerTick: 0.8, glitchAt: 290, greenDotAbove: 110,
  badges: 5, badgeAt: (index: number) => 30 * index + 140,
} as const;

/** Cool points for filling a leaderboard key to its cap: a progress milestone, earned once per key. */
export const MILESTONE_POINTS = 25;

/** The milestone a stored count reaches, if any: a leaderboard key at its cap. */
export function milestoneOf(key: string, value: number): { key: LeaderboardKey; label: string } | null {
  if (!(LEADERBOARD_KEYS as readonly string[]).includes(key)) return null;
  const board = key as LeaderboardKey;
  const cap = PROGRESS_CAPS[board];
  if (cap === undefined || value < cap) return null;
  return { key: board, label: cap === 1 ? `${LEADERBOARD_LABELS[board]}: done` : `${LEADERBOARD_LABELS[board]}: all ${cap} done` };
}
