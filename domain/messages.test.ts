import { describe, expect, test } from 'bun:test';
import { MESSAGES, translateError } from './messages.ts';

describe('error catalogue (SPEC section 8)', () => {
  test.each([
    ['Email already registered', 'Sorry! That email has already been taken.'],
    ['Username already in use', 'Sorry! That username has already been taken.'],
    ['User not found', 'Sorry! User not found.  Have you registered?'],
    ['ERROR_DIDT_EXPIRED: token expired', 'Session expired, please reload and try again.'],
    ['cannot estimateGas; execution reverted', 'Error connecting to the blockchain, please reload and try again.'],
    ['invalid recoveryParam', 'Invalid signature'],
    ['Unexpected token < in JSON', 'An unknown error occured.  Please try again.'],
    ['User rejected the request.', 'Transaction cancelled.'],
    ['Request rejected', 'Transaction rejected'],
  ])('%s -> %s', (raw, shown) => {
    expect(translateError(raw)).toBe(shown);
  });

  test('unknown messages pass through; empty ones get the generic fallback', () => {
    expect(translateError('Side not chosen!')).toBe('Side not chosen!');
    expect(translateError('')).toBe(MESSAGES.genericError);
    expect(translateError(undefined)).toBe('An error occurred, please refresh and try again');
  });
});
