import type { Limit } from './rate-limit.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** Request limits of the sign-in routes; generous for people, tight for scripts. */
export const LIMITS = {
  /** E-mail codes sent to one address. */
  codePerEmail: { max: 5, windowMs: FIFTEEN_MINUTES },
  /** E-mail codes asked for from one client IP. */
  codePerIp: { max: 20, windowMs: FIFTEEN_MINUTES },
  /** Sign-in messages asked for from one client IP (each is a stored row). */
  noncePerIp: { max: 60, windowMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, Limit>;
