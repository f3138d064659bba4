/**
 * The cool score, when the public profile answer carries one (SPEC section 3 "coolscore {score, rank}").
 * Until the server sends it nothing is shown: never a made-up number.
 */
export function coolScoreOf(profile: object): { score: number; rank: number | null } | null {
  if (!('coolscore' in profile)) return null;
  const value = profile.coolscore;
  if (typeof value !== 'object' || value === null || !('score' in value) || typeof value.score !== 'number') return null;
  const rank = 'rank' in value && typeof value.rank === 'number' ? value.rank : null;
  return { score: value.score, rank };
}
