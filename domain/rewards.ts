/** Rewards and claims (SPEC sections 3 and 7: the reward push, claimables), shared by the server and the web. */
// zod/mini: the web parses pushes with this schema, so its bundle carries only what it uses.
import * as z from 'zod/mini';

export { REWARD_EVENT } from './realtime-names.ts';

/** The reward push's data, exactly as DESIGN fixes it. */
export const rewardPushSchema = z.object({
  message: z.object({ success_text: z.string(), cool_points: z.number(), claimable: z.boolean(), id: z.number() }),
});
export type RewardPush = z.infer<typeof rewardPushSchema>;

/** A reward as its owner sees it in `GET /api/profile/claim`; unclaimed while claimed_datetime is null. */
export interface RewardView {
  id: number;
  success_text: string;
  cool_points: number;
  claimable: boolean;
  claimed_datetime: string | null;
  created_at: string;
}

/** The score event source a reward's points are recorded under. */
export const REWARD_SCORE_SOURCE = 'reward' as const;

export const REWARD_LIMITS = { successText: 280, coolPoints: 1_000_000 } as const;

export const REWARD_MESSAGES = {
  notFound: 'Reward not found',
  alreadyClaimed: 'Reward already claimed',
  notOnboarded: 'Finish registering to claim rewards',
} as const;
