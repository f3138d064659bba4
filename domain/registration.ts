import { USERNAME_MIN } from './identity.ts';
import { fieldMessage, MESSAGES } from './messages.ts';
import { RESERVED_SLUGS } from './routes.ts';
import { EXPLORER_TOKEN_IDS } from './traits.ts';
import { isEmail } from './validation.ts';

/** Longest username and e-mail accepted; the spec names none, these keep pages and mails sane. */
export const USERNAME_MAX = 24;
export const EMAIL_MAX = 254;
export const SAFEWORD_MAX = 100;

/** What is wrong with a registration e-mail, in the spec's words (SPEC section 5), or null. */
export function emailProblem(email: string | null | undefined): string | null {
  const v = email?.trim() ?? '';
  if (v === '') return MESSAGES.emailNotFound;
  if (v.length > EMAIL_MAX) return fieldMessage.tooLong('email');
  return isEmail(v) ? null : MESSAGES.invalidEmail;
}

/** What is wrong with a username: required, at least 4, letters and numbers only. */
export function usernameProblem(name: string | null | undefined): string | null {
  const v = name?.trim() ?? '';
  if (v === '') return MESSAGES.usernameNotFound;
  if (v.length < USERNAME_MIN) return fieldMessage.tooShort('username');
  if (v.length > USERNAME_MAX) return fieldMessage.tooLong('username');
  return /^[A-Za-z0-9]+$/.test(v) ? null : fieldMessage.lettersNumbers;
}

/** A username whose address would be one of the app's own pages (/shop, /journeys...) reads as taken. */
export function usernameReserved(name: string | null | undefined): string | null {
  return RESERVED_SLUGS.has(name?.trim().toLowerCase() ?? '') ? MESSAGES.usernameTaken : null;
}

/** The explorer must be one of the four characters (10000, 20000, 30000, 40000). */
export function explorerProblem(id: number | string | null | undefined): string | null {
  return (EXPLORER_TOKEN_IDS as readonly number[]).includes(Number(id)) ? null : MESSAGES.explorerNotChosen;
}

/** The first problem of a registration form, in the order the form shows its fields. */
export function registrationProblem(form: { email?: string | null; name?: string | null; explorer?: number | string | null }): string | null {
  if (!form.email?.trim()) return MESSAGES.emailNotFound;
  return usernameProblem(form.name) ?? emailProblem(form.email) ?? explorerProblem(form.explorer);
}
