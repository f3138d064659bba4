import { describe, expect, test } from 'bun:test';
import { checks, isEmail, validate } from './validation.ts';

describe('validation rules (SPEC section 5)', () => {
  test('e-mail must match the pattern and be longer than 10 characters', () => {
    expect(isEmail('ab@cd.io')).toBe(false); // 8 characters
    expect(isEmail('abcde@fg.io')).toBe(true); // 11 characters
    expect(isEmail('abcdefgh@ij')).toBe(false); // no dot in the domain
    expect(isEmail('a b@cdefg.io')).toBe(false);
    // Spellings a mailer delivers to another, plainer address: each would have been its own address here.
    const lists = ['x<victim@example.com>', '"x"<victim@example.com>', 'victim@example.com(x)', 'victim(x)@example.com', 'a@b.com;c@d.com', 'me@[127.0.0.1]', 'a\\b@example.com', 'a:b@example.com'];
    expect(lists.filter(isEmail)).toEqual([]);
    const plain = ['first.last+tag@sub.example.co.uk', "o'brien@example.ie", 'josé@exämple.com', 'under_score-dash@x-y.example'];
    expect(plain.filter((v) => !isEmail(v))).toEqual([]);
    expect(validate('nope', [checks.email()])).toBe('Invalid email');
  });

  test('messages name the field', () => {
    expect(validate('', [checks.required('username')])).toBe('username is required');
    expect(validate('abc', [checks.minLength('username', 4)])).toBe('Minimum length of username not met');
    expect(validate('abcdef', [checks.maxLength('username', 5)])).toBe('Maximum length of username exceeded');
  });

  test('character classes', () => {
    expect(validate('Ab 12', [checks.lettersNumbersSpaces()])).toBeNull();
    expect(validate('Ab-12', [checks.lettersNumbersSpaces()])).toBe('Letters, numbers and spaces only');
    expect(validate('Ab 12', [checks.lettersNumbers()])).toBe('Letters and numbers only');
  });

  test('the first failing check wins', () => {
    expect(validate('', [checks.required('name'), checks.minLength('name', 4)])).toBe('name is required');
  });
});
