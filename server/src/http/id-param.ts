import { zValidator } from '@hono/zod-validator';
import { z } from 'zod';

const idShape = z.object({ id: z.string().regex(/^\d{1,9}$/) });

/**
 * Validates the `:id` path parameter: a malformed id names nothing, so it is the resource's own 404
 * (`error`, e.g. 'Chest not found'), answered before the caller's profile is checked.
 */
export const idParam = (error: string) => zValidator('param', idShape, (result, c) => (result.success ? undefined : c.json({ error }, 404)));
