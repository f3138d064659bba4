/**
 * The seam between rewards and the cool score: a claimed (or at once granted) reward becomes one score
 * event with source 'reward' (decision 0008), written in the reward's own transaction so its points are
 * never added twice or lost.
 */
import type { Db } from '../../../db/client.ts';
import { REWARD_SCORE_SOURCE } from '../../../domain/rewards.ts';
import { addScoreEvent } from '../coolscore/score.ts';

export interface RewardScoreEvent {
  profileId: number;
  points: number;
  rewardId: number;
  /** What the score history shows. */
  label: string;
}

export type AddRewardScore = (tx: Db, event: RewardScoreEvent) => Promise<void>;

/** Records the reward's points as a score event keyed by the reward id (so at most once per reward). */
export const addRewardScore: AddRewardScore = async (tx, event) => {
  await addScoreEvent(tx, { profileId: event.profileId, source: REWARD_SCORE_SOURCE, sourceId: event.rewardId, points: event.points, label: event.label });
};
