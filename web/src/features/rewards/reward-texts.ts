/** The words of the rewards screens (SPEC gives none beyond the pushed success_text). */
export const REWARD_TEXTS = {
  dialogTitle: 'A reward for you!',
  sectionTitle: 'Rewards',
  claim: 'Claim',
  claiming: 'Claiming…',
  later: 'Later',
  nice: 'Nice!',
  claimed: 'Claimed',
  claimedAlready: 'Already claimed: the points are in your cool score.',
  addedAtOnce: 'Added to your cool score.',
  points: (n: number) => `+${n.toLocaleString('en-GB')} cool ${n === 1 ? 'point' : 'points'}`,
  claimedToast: (n: number) => `Claimed! +${n.toLocaleString('en-GB')} cool ${n === 1 ? 'point' : 'points'}`,
} as const;
