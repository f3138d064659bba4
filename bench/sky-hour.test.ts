import { describe, expect, test } from 'bun:test';
import { zoneAtHour } from './sky-hour.ts';

const localHour = (zone: string, at: Date) => Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(at));

describe('a time zone where it is a given hour now', () => {
  test('gives that hour for every hour of the UTC day, in a zone that exists', () => {
    for (let utc = 0; utc < 24; utc++) {
      const at = new Date(Date.UTC(2026, 11, 2, utc, 37));
      for (let hour = 0; hour < 24; hour++) expect(localHour(zoneAtHour(hour, at), at)).toBe(hour);
    }
  });

  test('refuses what is not an hour of the day', () => {
    for (const bad of [-1, 24, 1.5, Number.NaN]) expect(() => zoneAtHour(bad)).toThrow('not an hour of the day');
  });
});
