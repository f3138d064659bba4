/** A reward as its owner sees it (domain/rewards.ts RewardView), as a zod schema for the OpenAPI document. */
import { z } from 'zod';

export const rewardSchema = z
  .object({
    id: z.number().int(),
    success_text: z.string(),
    cool_points: z.number().int(),
    claimable: z.boolean(),
    claimed_datetime: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'Reward' });
