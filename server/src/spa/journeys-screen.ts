/**
 * `/journeys`' first screen (issue 18): the page's frame and the season's first stops, drawn into the
 * HTML for a returning player (the same for everyone: which ones are done is the app's to draw). The
 * build renders the app's own loading screen with marks where the words go (scripts/first-paint.tsx,
 * `FirstScreens.trail`); the server fills them in from the database and puts the stops into the page as
 * JSON, from which the app draws the same screen until the player's journeys are in
 * (web/src/features/journeys/trail-outline.ts). The first card's description, the page's largest paint,
 * then paints from the HTML.
 */
import { asc } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { keptRead } from '../../../db/kept-read.ts';
import { journeys } from '../../../db/schema/index.ts';
import { FIRST_TRAIL_CARDS, TRAIL_OUTLINE_ID, type TrailStop } from '../../../domain/journeys.ts';
import { PAGES, type Background } from '../../../domain/routes.ts';
import type { FirstScreens } from './first-screens.ts';
import { inertJson } from './page-answers.ts';

/** The trail's first stops, in the order the page shows them; null when they cannot be read. */
export type LoadTrail = () => Promise<TrailStop[] | null>;

/** Kept on PGlite while nothing is written (db/kept-read.ts): every `/journeys` page load asks. */
export function trailLoader(db: Db): LoadTrail {
  return async () => {
    try {
      return await keptRead(db, 'trail-first-stops', () =>
        db
          .select({ name: journeys.name, description: journeys.description })
          .from(journeys)
          .orderBy(asc(journeys.season), asc(journeys.sort_order), asc(journeys.id))
          .limit(FIRST_TRAIL_CARDS),
      );
    } catch {
      return null;
    }
  };
}

/** Where the build leaves a stop's words in the trail's screens, for the server to fill in. */
export function trailSentinel(part: 'name' | 'description', at: number): string {
  return `%%trail-${part}-${at}%%`;
}

const SENTINEL = /%%trail-(name|description)-(\d+)%%/g;
// As React escapes text, so the filled-in screen is the markup the app's first render draws.
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const escaped = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

/** `/journeys`' screen with `outline`'s words; null when there are none or the build has no screen for that many. */
export function journeysFirstScreen(screens: FirstScreens | null, outline: readonly TrailStop[]): { background: Background; html: string } | null {
  const template = outline.length ? screens?.trail?.[outline.length - 1] : undefined;
  if (!template) return null;
  const html = template.replace(SENTINEL, (_, part: 'name' | 'description', at: string) => escaped(outline[Number(at)]?.[part] ?? ''));
  return { background: PAGES.journeys.background, html };
}

/** The stops as JSON (TRAIL_OUTLINE_ID), just before `</body>`, for the app's loading screen. */
export function withTrailOutline(html: string, outline: readonly TrailStop[]): string {
  const element = `<script type="application/json" id="${TRAIL_OUTLINE_ID}">${inertJson(outline)}</script>`;
  return html.replace('</body>', () => `${element}</body>`);
}
