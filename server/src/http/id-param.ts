import { z } from 'zod';
import { validateOr } from './validate.ts';

const idShape = z.object({ id: z.string().regex(/^\d{1,9}$/) });

/**
 * Validates the `:id` path parameter: a malformed id names nothing, so it is the resource's own 404
 * (`error`, e.g. 'Chest not found'), answered before the caller's profile is checked.
 */
export const idParam = (error: string) => validateOr('param', idShape, (c) => c.json({ error }, 404));
