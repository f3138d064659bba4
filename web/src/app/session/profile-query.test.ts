import { describe, expect, test } from 'bun:test';
import { withUnsent } from './profile-query.ts';

const profile = {
  id: 7,
  data: [
    { id: 1, key: 'frog-croak', value: 4, type: 'number', created: '2026-11-01T00:00:00.000Z' },
    { id: 2, key: 'side', value: 'sapphire town', type: 'string', created: '2026-11-01T00:00:00.000Z' },
  ],
};

describe('withUnsent', () => {
  test('lays unconfirmed changes over the answer: newer values in place, new keys added, the rest kept', () => {
    const merged = withUnsent(profile, [{ key: 'frog-croak', value: 6 }, { key: 'read-intro', value: 1 }]);
    expect(merged.id).toBe(7);
    expect(merged.data.map(({ key, value, type }) => ({ key, value, type }))).toEqual([
      { key: 'frog-croak', value: 6, type: 'number' },
      { key: 'side', value: 'sapphire town', type: 'string' },
      { key: 'read-intro', value: 1, type: 'number' },
    ]);
    expect(merged.data[0]!.id).toBe(1);
    // The answer itself is not changed.
    expect(profile.data[0]!.value).toBe(4);
  });

  test('nothing unconfirmed: the answer as it came', () => {
    expect(withUnsent(profile, [])).toBe(profile);
  });
});
