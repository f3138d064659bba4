import { describe, expect, test } from 'bun:test';
import { dateLabel } from './date-label.ts';

const now = new Date(2025, 4, 14, 9, 30); // 14 May 2025, 09:30 local

describe('dateLabel', () => {
  test('today and yesterday go by calendar day, not by 24 hours', () => {
    expect(dateLabel(new Date(2025, 4, 14, 0, 5).toISOString(), now)).toBe('Today');
    expect(dateLabel(new Date(2025, 4, 13, 23, 50).toISOString(), now)).toBe('Yesterday');
    expect(dateLabel(new Date(2025, 4, 13, 0, 1).toISOString(), now)).toBe('Yesterday');
  });

  test('within a week it counts days; after that it names the date', () => {
    expect(dateLabel(new Date(2025, 4, 11).toISOString(), now)).toBe('3 days ago');
    expect(dateLabel(new Date(2025, 4, 8).toISOString(), now)).toBe('6 days ago');
    expect(dateLabel(new Date(2025, 4, 7).toISOString(), now)).toBe('7 May');
  });

  test('another year is spelled out; a bad date gives no label', () => {
    expect(dateLabel(new Date(2024, 11, 24).toISOString(), now)).toBe('24 Dec 2024');
    expect(dateLabel('not a date', now)).toBe('');
  });

  test('a date in the future (clock skew) is shown as a date, not "-1 days ago"', () => {
    expect(dateLabel(new Date(2025, 4, 16).toISOString(), now)).toBe('16 May');
  });

  test('every month by its short English name, the day without a leading zero', () => {
    const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    const later = new Date(2025, 11, 31, 12);
    for (const [month, name] of names.entries()) expect(dateLabel(new Date(2025, month, 1).toISOString(), later)).toBe(`1 ${name}`);
    expect(dateLabel(new Date(2023, 8, 9).toISOString(), later)).toBe('9 Sep 2023');
  });
});
