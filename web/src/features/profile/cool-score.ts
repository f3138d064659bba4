/**
 * The cool score, when the public profile answer carries one (SPEC section 3 "coolscore {score, rank}").
 * Until the server sends it nothing is shown: never a made-up number. A score of 0 has no rank to
 * show: the server's rank (1 + how many score more, ties sharing it) would put every new player
 * behind everyone with a point ('Rank #3' on a fresh install), which reads as an achievement.
 */
export function coolScoreOf(profile: object): { score: number; rank: number | null } | null {
  if (!('coolscore' in profile)) return null;
  const value = profile.coolscore;
  if (typeof value !== 'object' || value === null || !('score' in value) || typeof value.score !== 'number') return null;
  const rank = value.score > 0 && 'rank' in value && typeof value.rank === 'number' ? value.rank : null;
  return { score: value.score, rank };
}
