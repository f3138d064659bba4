import type { Limit } from './rate-limit.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Request limits of the sign-in routes; generous for people, tight for scripts. "Network" is the client's
 * /24 or /48 (client-ip.ts clientNetwork): a stranger's requests use up their own share, never the owner's.
 */
export const LIMITS = {
  /** E-mail codes sent to one address for one network. */
  codePerEmailAndNetwork: { max: 5, windowMs: 15 * MINUTE },
  /** E-mail codes sent to one address from every network together: a ceiling on mail to one inbox. */
  codePerEmail: { max: 30, windowMs: HOUR },
  /** E-mail codes asked for from one client IP. */
  codePerIp: { max: 20, windowMs: 15 * MINUTE },
  /** Wrong codes entered for one address from every network together (see decision 0014 for why 100). */
  wrongCodesPerEmail: { max: 100, windowMs: DAY },
  /** Sign-in messages asked for from one client IP (each is a stored row). */
  noncePerIp: { max: 60, windowMs: 15 * MINUTE },
  /** Delegation link changes one signed-in wallet may send (each may ask the chain to check a smart-wallet signature). */
  linkChangesPerWallet: { max: 30, windowMs: 15 * MINUTE },
  /** ENS names not in the cache, read from the chain for one client IP (GET /ens/{name}). */
  ensChainReadsPerIp: { max: 120, windowMs: 15 * MINUTE },
  /** Answers one player may give one riddle (right or wrong: counted before the check, so guessing cannot tell them apart past it). */
  riddleAnswersPerTask: { max: 10, windowMs: HOUR },
} as const satisfies Record<string, Limit>;

/**
 * Wrong e-mail codes from one network for one address, across codes: the first `free` cost nothing,
 * then each waits twice as long as the one before, from `firstWaitMs` up to `maxWaitMs`. They are
 * forgotten `memoryMs` after the last one, or at a sign-in from that network. Decision 0014 has the figures.
 */
export const GUESS_BACKOFF = { free: 5, firstWaitMs: 30 * 1000, maxWaitMs: DAY, memoryMs: 7 * DAY } as const;

/** How long the wait is before the guess that follows `wrong` wrong codes (0 while they are free). */
export function guessWaitMs(wrong: number): number {
  if (wrong < GUESS_BACKOFF.free) return 0;
  return Math.min(GUESS_BACKOFF.firstWaitMs * 2 ** Math.min(wrong - GUESS_BACKOFF.free, 30), GUESS_BACKOFF.maxWaitMs);
}

/** No counter row of the sign-in limits matters once this old (the sweep deletes them). */
export const LONGEST_LIMIT_WINDOW_MS = Math.max(GUESS_BACKOFF.memoryMs, ...Object.values(LIMITS).map((l) => l.windowMs));
