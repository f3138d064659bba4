/**
 * The onboarding's rules without React (SPEC sections 4 and 5): the four stages, what each
 * needs before Next, and the stage trail that Next pushes onto and Back pops.
 */
import { MESSAGES, translateError } from '../../../../../domain/messages.ts';
import { DEFAULT_SIDE, SIDES, type Side } from '../../../../../domain/progress.ts';
import { EXPLORER_TOKEN_IDS, type ExplorerTokenId } from '../../../../../domain/traits.ts';
import { emailProblem, usernameProblem, usernameReserved } from '../../../../../domain/registration.ts';
import { validate, type Check } from '../../../../../domain/validation.ts';

/** The registration stages in order. */
export const STAGES = ['ACCOUNT SETUP', 'IDENTITY', 'SIDE', 'CONFIRM'] as const;
/** One of the four stage names, also the progress indicator's label. */
export type Stage = (typeof STAGES)[number];

/** What Complete hands to the caller: everything the register call and its key/values need. */
export type Registration = {
  email: string;
  username: string;
  explorer: ExplorerTokenId;
  side: Side;
  ageConsent: true;
  termsAgreed: true;
  emailOptIn: boolean;
};

/** The form as typed so far; Back and Next keep it whole. */
export interface Draft {
  email: string;
  username: string;
  ageConsent: boolean;
  termsAgreed: boolean;
  emailOptIn: boolean;
  explorer: ExplorerTokenId | null;
  side: Side | null;
}

/** Visited stages, the current one last. */
export type Trail = readonly Stage[];

/** A fresh draft: nothing ticked, no explorer, the town's own side. */
export function emptyDraft(email = ''): Draft {
  return { email, username: '', ageConsent: false, termsAgreed: false, emailOptIn: false, explorer: null, side: DEFAULT_SIDE };
}

/**
 * E-mail and username rules: exactly the server's (domain/registration.ts), so every rule the
 * register call applies (required, length both ways, the pattern, a name that is one of the app's own
 * pages) shows on the field as it is typed, in the words the toast would use.
 */
export const EMAIL_CHECKS: Check[] = [emailProblem];
export const USERNAME_CHECKS: Check[] = [usernameProblem, (name) => (usernameReserved(name) ? translateError(usernameReserved(name)) : null)];

/** The side stage's message when no side is chosen, else null. */
export function sideProblem(draft: Draft): string | null {
  return draft.side !== null && SIDES.includes(draft.side) ? null : MESSAGES.sideNotChosen;
}

/** True when `stage` has everything it needs for Next (or, on CONFIRM, for Complete). */
export function stageReady(stage: Stage, draft: Draft): boolean {
  switch (stage) {
    case 'ACCOUNT SETUP':
      return (
        validate(draft.email, EMAIL_CHECKS) === null &&
        validate(draft.username, USERNAME_CHECKS) === null &&
        draft.ageConsent &&
        draft.termsAgreed
      );
    case 'IDENTITY':
      return draft.explorer !== null && EXPLORER_TOKEN_IDS.includes(draft.explorer);
    case 'SIDE':
      return sideProblem(draft) === null;
    case 'CONFIRM':
      return STAGES.slice(0, -1).every((earlier) => stageReady(earlier, draft));
  }
}

/** The stage the user is on. */
export function currentStage(trail: Trail): Stage {
  return trail.at(-1) ?? STAGES[0];
}

/** Next: pushes the following stage when the current one is ready; otherwise the trail stays. */
export function advance(trail: Trail, draft: Draft): Trail {
  const stage = currentStage(trail);
  const following = STAGES[STAGES.indexOf(stage) + 1];
  if (!following || !stageReady(stage, draft)) return trail;
  return [...trail, following];
}

/** Back: pops one stage; the first stage stays. */
export function goBack(trail: Trail): Trail {
  return trail.length > 1 ? trail.slice(0, -1) : trail;
}

/** The finished registration, or null while any stage is not ready. */
export function toRegistration(draft: Draft): Registration | null {
  const { explorer, side } = draft;
  if (!stageReady('CONFIRM', draft) || explorer === null || side === null) return null;
  return {
    email: draft.email.trim(),
    username: draft.username,
    explorer,
    side,
    ageConsent: true,
    termsAgreed: true,
    emailOptIn: draft.emailOptIn,
  };
}
