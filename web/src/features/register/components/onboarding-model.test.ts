import { describe, expect, test } from 'bun:test';
import { fieldMessage, MESSAGES } from '../../../../../domain/messages.ts';
import { emailProblem, usernameProblem } from '../../../../../domain/registration.ts';
import { validate } from '../../../../../domain/validation.ts';
import {
  advance,
  currentStage,
  EMAIL_CHECKS,
  emptyDraft,
  goBack,
  sideProblem,
  stageReady,
  STAGES,
  toRegistration,
  USERNAME_CHECKS,
  type Draft,
  type Trail,
} from './onboarding-model.ts';

const filled: Draft = {
  email: 'explorer@example.com',
  username: 'Juniper42',
  ageConsent: true,
  termsAgreed: true,
  emailOptIn: false,
  explorer: 20000,
  side: 'shadow wolves',
};

describe('field rules (SPEC section 5, Registration)', () => {
  test('e-mail: required, then the pattern and more than 10 characters', () => {
    expect(validate('', EMAIL_CHECKS)).toBe(MESSAGES.emailNotFound);
    expect(validate('   ', EMAIL_CHECKS)).toBe(MESSAGES.emailNotFound);
    expect(validate('not-an-email', EMAIL_CHECKS)).toBe(MESSAGES.invalidEmail);
    expect(validate('a@b.co', EMAIL_CHECKS)).toBe(MESSAGES.invalidEmail);
    expect(validate('explorer@example.com', EMAIL_CHECKS)).toBeNull();
  });

  test('username: required, at least 4, letters and numbers only', () => {
    expect(validate('', USERNAME_CHECKS)).toBe(MESSAGES.usernameNotFound);
    expect(validate('abc', USERNAME_CHECKS)).toBe(fieldMessage.tooShort('username'));
    expect(validate('ab cd', USERNAME_CHECKS)).toBe(fieldMessage.lettersNumbers);
    expect(validate('pip_the', USERNAME_CHECKS)).toBe(fieldMessage.lettersNumbers);
    expect(validate('Pip4', USERNAME_CHECKS)).toBeNull();
  });

  test('the fields apply every rule the server applies, with its words (issue 17: a 33-character name passed)', () => {
    const long = 'A'.repeat(33);
    expect(validate(long, USERNAME_CHECKS)).toBe(fieldMessage.tooLong('username'));
    expect(stageReady('ACCOUNT SETUP', { ...filled, username: long })).toBe(false);
    const names = ['', ' ', 'abc', 'abcd', 'A'.repeat(24), 'A'.repeat(25), long, 'ab cd', 'pip_the', 'Ünïcode1', ' Pip4 '];
    for (const name of names) expect(validate(name, USERNAME_CHECKS)).toBe(usernameProblem(name));
    // A name whose page would be one of the town's own (/shop) is refused by the server as taken.
    expect(validate('Shop', USERNAME_CHECKS)).toBe('Sorry! That username has already been taken.');
    expect(stageReady('ACCOUNT SETUP', { ...filled, username: 'Journeys' })).toBe(false);
    const emails = ['', 'not-an-email', 'a@b.co', 'explorer@example.com', `${'a'.repeat(250)}@example.com`, ' explorer@example.com '];
    for (const email of emails) expect(validate(email, EMAIL_CHECKS)).toBe(emailProblem(email));
  });
});

describe('stage readiness', () => {
  test('a fresh draft chooses the town side and nothing else', () => {
    const draft = emptyDraft();
    expect(draft.side).toBe('sapphire town');
    expect(draft.explorer).toBeNull();
    expect(STAGES.map((stage) => stageReady(stage, draft))).toEqual([false, false, true, false]);
  });

  test('ACCOUNT SETUP needs both fields valid and both boxes ticked; the newsletter is optional', () => {
    expect(stageReady('ACCOUNT SETUP', filled)).toBe(true);
    expect(stageReady('ACCOUNT SETUP', { ...filled, emailOptIn: true })).toBe(true);
    expect(stageReady('ACCOUNT SETUP', { ...filled, ageConsent: false })).toBe(false);
    expect(stageReady('ACCOUNT SETUP', { ...filled, termsAgreed: false })).toBe(false);
    expect(stageReady('ACCOUNT SETUP', { ...filled, username: 'Pip' })).toBe(false);
    expect(stageReady('ACCOUNT SETUP', { ...filled, email: 'explorer@' })).toBe(false);
  });

  test('IDENTITY needs one of the four explorers', () => {
    expect(stageReady('IDENTITY', { ...filled, explorer: null })).toBe(false);
    expect(stageReady('IDENTITY', { ...filled, explorer: 40000 })).toBe(true);
  });

  test("SIDE needs a side, else 'Side not chosen!'", () => {
    expect(sideProblem({ ...filled, side: null })).toBe(MESSAGES.sideNotChosen);
    expect(stageReady('SIDE', { ...filled, side: null })).toBe(false);
    expect(sideProblem(filled)).toBeNull();
  });

  test('CONFIRM is ready only when every earlier stage is', () => {
    expect(stageReady('CONFIRM', filled)).toBe(true);
    expect(stageReady('CONFIRM', { ...filled, termsAgreed: false })).toBe(false);
  });
});

describe('trail: Next pushes, Back pops one stage', () => {
  const start: Trail = ['ACCOUNT SETUP'];

  test('Next does nothing while the stage is not ready', () => {
    expect(advance(start, emptyDraft())).toBe(start);
    expect(advance(['ACCOUNT SETUP', 'IDENTITY'], { ...filled, explorer: null })).toEqual(['ACCOUNT SETUP', 'IDENTITY']);
  });

  test('walks the four stages in order and stops at CONFIRM', () => {
    let trail = start;
    for (let i = 0; i < 5; i++) trail = advance(trail, filled);
    expect(trail).toEqual([...STAGES]);
    expect(currentStage(trail)).toBe('CONFIRM');
  });

  test('Back pops one stage and never below the first', () => {
    expect(goBack(['ACCOUNT SETUP', 'IDENTITY', 'SIDE'])).toEqual(['ACCOUNT SETUP', 'IDENTITY']);
    expect(goBack(start)).toBe(start);
    expect(currentStage([])).toBe('ACCOUNT SETUP');
  });
});

describe('toRegistration', () => {
  test('gives the registration with trimmed e-mail and both consents true', () => {
    expect(toRegistration({ ...filled, email: '  explorer@example.com ', emailOptIn: true })).toEqual({
      email: 'explorer@example.com',
      username: 'Juniper42',
      explorer: 20000,
      side: 'shadow wolves',
      ageConsent: true,
      termsAgreed: true,
      emailOptIn: true,
    });
  });

  test('is null while anything is missing', () => {
    expect(toRegistration({ ...filled, explorer: null })).toBeNull();
    expect(toRegistration({ ...filled, side: null })).toBeNull();
    expect(toRegistration({ ...filled, ageConsent: false })).toBeNull();
  });
});
