import { z } from 'zod';
import { MESSAGES } from '../../../domain/messages.ts';
import { isEmail } from '../../../domain/validation.ts';

/** An e-mail address in a request body: checked as the spec words it, then trimmed and lower-cased. */
export const emailField = z
  .string({ error: MESSAGES.invalidEmailAddress })
  .max(254, MESSAGES.invalidEmailAddress)
  .refine(isEmail, MESSAGES.invalidEmailAddress)
  .transform((e) => e.trim().toLowerCase());
