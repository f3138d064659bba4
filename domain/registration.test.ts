import { describe, expect, test } from 'bun:test';
import { emailProblem, explorerProblem, registrationProblem, usernameProblem } from './registration.ts';

describe('registration rules (SPEC section 5)', () => {
  test('the first problem, in form order, in the spec words', () => {
    expect(registrationProblem({ name: 'ab' })).toBe('Email address not found');
    expect(registrationProblem({ email: 'bad', name: '' })).toBe('Username not found');
    expect(registrationProblem({ email: 'bad', name: 'abc' })).toBe('Minimum length of username not met');
    expect(registrationProblem({ email: 'bad', name: 'abcd' })).toBe('Invalid email');
    expect(registrationProblem({ email: 'fine@example.com', name: 'abcd', explorer: 10000 })).toBeNull();
  });

  test('each field on its own', () => {
    expect(usernameProblem('Four')).toBeNull();
    expect(usernameProblem('Fo ur')).toBe('Letters and numbers only');
    expect(emailProblem('  ')).toBe('Email address not found');
    expect(explorerProblem('20000')).toBeNull();
    expect(explorerProblem(20001)).toContain('10000, 20000, 30000 or 40000');
  });
});
