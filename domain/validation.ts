import { EMAIL_MIN_LENGTH } from './identity.ts';
import { fieldMessage, MESSAGES } from './messages.ts';

/** A check returns the message to show, or null when the value is fine. */
export type Check = (value: string) => string | null;

// A pragmatic address pattern: something@domain.tld, one @, no spaces, control characters (NUL) or lone
// surrogates, and none of the characters that make a mail header's address list more than one plain
// address: ( ) < > [ ] , ; : \ ". A mailer reads `x<victim@example.com>` or `victim@example.com(x)` as
// victim@example.com, so each such spelling would have been another address with its own code limits.
const EMAIL = /^[^\s@\p{Cc}\p{Cs}()<>[\],;:\\"]+@[^\s@.\p{Cc}\p{Cs}()<>[\],;:\\"]+(\.[^\s@.\p{Cc}\p{Cs}()<>[\],;:\\"]+)+$/u;

/** SPEC section 5 text-input rules, each with its own message. */
export const checks = {
  required: (name: string): Check => (v) => (v.trim() === '' ? fieldMessage.required(name) : null),
  maxLength: (name: string, max: number): Check => (v) => (v.length > max ? fieldMessage.tooLong(name) : null),
  minLength: (name: string, min: number): Check => (v) => (v.trim().length < min ? fieldMessage.tooShort(name) : null),
  email: (): Check => (v) => (isEmail(v) ? null : MESSAGES.invalidEmail),
  lettersNumbersSpaces: (): Check => (v) => (/^[A-Za-z0-9 ]*$/.test(v) ? null : fieldMessage.lettersNumbersSpaces),
  lettersNumbers: (): Check => (v) => (/^[A-Za-z0-9]*$/.test(v) ? null : fieldMessage.lettersNumbers),
};

/** Standard pattern and longer than 10 characters (SPEC section 5). */
export function isEmail(value: string): boolean {
  const v = value.trim();
  return v.length > EMAIL_MIN_LENGTH && EMAIL.test(v);
}

/** Runs checks in order and returns the first message, or null. */
export function validate(value: string, list: Check[]): string | null {
  for (const check of list) {
    const message = check(value);
    if (message) return message;
  }
  return null;
}
