import { FIRST_TRAIL_CARDS, TRAIL_OUTLINE_ID, type TrailStop } from '../../../../domain/journeys.ts';

let outline: TrailStop[] | null = null;

const isStop = (value: unknown): value is TrailStop =>
  typeof value === 'object' && value !== null && typeof (value as TrailStop).name === 'string' && typeof (value as TrailStop).description === 'string';

/**
 * The trail's first stops as the server put them into this page's HTML (domain/journeys.ts), or none:
 * a page the service worker answered, another page's HTML, or bad JSON. Read once per page load; the
 * journeys' own answer replaces them as soon as it is drawn.
 */
export function trailOutline(): TrailStop[] {
  if (outline) return outline;
  const element = typeof document === 'undefined' ? null : document.getElementById(TRAIL_OUTLINE_ID);
  try {
    const parsed: unknown = element?.textContent ? JSON.parse(element.textContent) : [];
    outline = Array.isArray(parsed) && parsed.every(isStop) ? parsed.slice(0, FIRST_TRAIL_CARDS) : [];
  } catch {
    outline = [];
  }
  return outline;
}
