import { MESSAGES } from '../../../domain/messages.ts';
import { uniqueViolation } from './unique-violation.ts';

const BY_CONSTRAINT: Record<string, string> = {
  profiles_slug_unique: MESSAGES.usernameTaken,
  profiles_email_lower: MESSAGES.emailTaken,
  profiles_wallet_unique: MESSAGES.walletRegistered,
};

/** The spec's 409 message for a profile write that lost a uniqueness race, or null for other errors. */
export function profileConflict(err: unknown): string | null {
  const constraint = uniqueViolation(err);
  return constraint === null ? null : (BY_CONSTRAINT[constraint] ?? null);
}
