/**
 * The town's sky follows the player's local time (web/src/features/town/sky-clock.ts), and what it costs
 * an idle page depends on it: at night and at dusk the map draws more over the land (the night tint, the
 * window glows, the evening wash) than by day. The idle figures open the town in a time zone where it is
 * a given hour now, so every run reads the same sky whatever the machine's clock says.
 */

/** A fixed-offset zone (IANA `Etc/GMT±N`, whose sign is reversed) where the local hour is `hour` at `now`. */
export function zoneAtHour(hour: number, now: Date = new Date()): string {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new Error(`not an hour of the day: ${hour}`);
  // Etc/GMT zones run from UTC-12 to UTC+14: 27 offsets, so every hour of the day has one.
  let offset = (hour - now.getUTCHours() + 24) % 24;
  if (offset > 14) offset -= 24;
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

/** The hours the idle figures read the town at: night has the most on the map, dusk the evening wash over all of it. */
export const SKY_HOURS = { night: 23, dusk: 18 } as const;
