/**
 * Query keys that more than one feature touches. Features do not import each other, so a feature that
 * refreshes another's data (a real-time push, a finished journey queue) reaches it through these.
 * Each sits under ['profile'] so signing out forgets it; the full key ends with the profile id.
 */
export const QUERY_KEYS = {
  /** The player's journeys (features/journeys/api/get-journeys.ts): `[...journeys, profileId]`. */
  journeys: ['profile', 'journeys'],
  /** The player's own cool score and rank (features/journeys/api/get-cool-score.ts): `[...coolScore, profileId]`. */
  coolScore: ['profile', 'coolscore'],
  /** Wearables and avatars (lib/bootstrap-query.ts). */
  bootstrap: ['profile', 'bootstrap'],
  /** Unopened chests (features/chests/api/get-chests.ts). */
  chests: ['profile', 'chests'],
} as const satisfies Record<string, readonly unknown[]>;

/** A public profile page's data (`/{username}`), which carries the cool score: `['users', slug]`; its bag sits under it. */
export const userQueryKey = (slug: string) => ['users', slug.toLowerCase()] as const;
