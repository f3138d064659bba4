/** The cool-score answers as zod schemas, for the OpenAPI document (domain/journeys.ts CoolScoreView). */
import { z } from 'zod';
import { SCORE_SOURCES } from '../../../domain/journeys.ts';

const points = z.number().int();

/** A player's score and rank (score.ts standingOf). */
export const standingSchema = z.object({ score: points, rank: z.number().int().min(1) }).meta({ id: 'Standing' });

/** Score, rank, points per source and the newest events (score.ts coolScoreView). */
export const coolScoreSchema = z
  .object({
    score: points,
    rank: z.number().int().min(1),
    components: z.array(z.object({ source: z.enum(SCORE_SOURCES), points })),
    history: z.array(z.object({ source: z.enum(SCORE_SOURCES), points, created_at: z.iso.datetime(), label: z.string() })),
  })
  .meta({ id: 'CoolScore', description: 'A cool score with the events it is the sum of (newest 200), so anyone can check it' });
