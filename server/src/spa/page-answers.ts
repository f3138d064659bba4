/**
 * The API answers a player's page is drawn from, put into its HTML (issue 18, decision 0024;
 * domain/page-answers.ts): the app reads them instead of asking, so the page, and the first screen
 * drawn from the same answers (profile-screen.ts), show without waiting for two more round trips.
 */
import { PAGE_ANSWERS_ID, playerAnswerPaths } from '../../../domain/page-answers.ts';
import type { BagAnswer } from './bag-screen.ts';
import type { ProfileAnswers } from './profile-screen.ts';

/** A player's profile and bag as the API answered them, as far as the first screens read them. */
export interface PlayerAnswers {
  user: ProfileAnswers['user'];
  bag: ProfileAnswers['bag'] & BagAnswer;
}

/** Asks the API in-process for a player's profile and bag (app.ts); null when either is not a 200. */
export type LoadAnswers = (slug: string) => Promise<PlayerAnswers | null>;

const INERT: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', "'": '\\u0027' };

/** JSON that cannot end the script element it sits in, nor be read as markup. */
function inertJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&']/g, (ch) => INERT[ch]!);
}

/**
 * The element holding the answers `slug`'s page is drawn from, by API path, put just before `</body>`:
 * the profile and the bag on `/{slug}`, the bag alone on the bag page (it reads nothing else, and an
 * answer left unread would seed a later visit to the profile with what it was then).
 */
export function withPlayerAnswers(html: string, slug: string, answers: PlayerAnswers, { bagPage }: { bagPage: boolean }): string {
  const paths = playerAnswerPaths(slug);
  const carried = bagPage ? { [paths.bag]: answers.bag } : { [paths.user]: answers.user, [paths.bag]: answers.bag };
  const element = `<script type="application/json" id="${PAGE_ANSWERS_ID}">${inertJson(carried)}</script>`;
  return html.replace('</body>', () => `${element}</body>`);
}

/**
 * Answers from the API itself, asked in-process (`api` is the Hono app mounted at /api): the very
 * bodies a visitor's browser would get, since both routes are public. A failure is no answer, never
 * a failed page: the app then asks as before.
 */
export function apiAnswers(api: { request: (path: string) => Response | Promise<Response> }): LoadAnswers {
  return async (slug) => {
    try {
      const [user, bag] = await Promise.all([api.request(`/users/${encodeURIComponent(slug)}`), api.request(`/users/${encodeURIComponent(slug)}/bag`)]);
      if (user.status !== 200 || bag.status !== 200) return null;
      return { user: await user.json(), bag: await bag.json() } as PlayerAnswers;
    } catch {
      return null;
    }
  };
}
