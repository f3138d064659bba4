/**
 * The API answers a player's page is drawn from, put into its HTML (issue 18, decision 0024;
 * domain/page-answers.ts): the app reads them instead of asking, so the page, and the first screen
 * drawn from the same answers (profile-screen.ts), show without waiting for two more round trips.
 */
import { PAGE_ANSWERS_ID, playerAnswerPaths } from '../../../domain/page-answers.ts';
import { profilePictureOf } from '../../../domain/profile-picture.ts';
import type { BagAnswer } from './bag-screen.ts';
import type { ProfileAnswers } from './profile-screen.ts';
import type { SharedPlayer } from './share-tags.ts';

/**
 * A player's bag as the API answered it, and on their profile page their profile too (the bag page
 * reads nothing else, so it is not asked for), as far as the first screens read them.
 */
export interface PlayerAnswers {
  user: ProfileAnswers['user'] | null;
  bag: ProfileAnswers['bag'] & BagAnswer & { slug: string };
}

/** Asks the API in-process for what `slug`'s page is drawn from (app.ts); null when an answer is not a 200. */
export type LoadAnswers = (slug: string, page: { bagPage: boolean }) => Promise<PlayerAnswers | null>;

const INERT: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', "'": '\\u0027' };

/** JSON that cannot end the script element it sits in, nor be read as markup. */
export function inertJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&']/g, (ch) => INERT[ch]!);
}

/**
 * The player the link-preview tags name, from the answers instead of a lookup of its own: the bag's
 * name and slug, and on the profile the picture the page shows (the answers mark a vault's avatars).
 */
export function playerOf(answers: PlayerAnswers): SharedPlayer {
  const own = answers.bag.avatars.filter((a) => a.heldInVault !== true);
  return { username: answers.bag.username, slug: answers.bag.slug, picture: answers.user ? (profilePictureOf(answers.user, own)?.image ?? null) : null };
}

/** The element holding the answers `slug`'s page is drawn from, by API path, put just before `</body>`. */
export function withPlayerAnswers(html: string, slug: string, answers: PlayerAnswers): string {
  const paths = playerAnswerPaths(slug);
  const carried = answers.user ? { [paths.user]: answers.user, [paths.bag]: answers.bag } : { [paths.bag]: answers.bag };
  const element = `<script type="application/json" id="${PAGE_ANSWERS_ID}">${inertJson(carried)}</script>`;
  return html.replace('</body>', () => `${element}</body>`);
}

/**
 * Answers from the API itself, asked in-process (`api` is the Hono app mounted at /api): the very
 * bodies a visitor's browser would get, since both routes are public. A failure is no answer, never
 * a failed page: the server then looks the player up on its own and the app asks as before.
 */
export function apiAnswers(api: { request: (path: string) => Response | Promise<Response> }): LoadAnswers {
  const json = async (path: string) => {
    const res = await api.request(path);
    return res.status === 200 ? ((await res.json()) as unknown) : null;
  };
  return async (slug, { bagPage }) => {
    const at = `/users/${encodeURIComponent(slug)}`;
    try {
      const [user, bag] = await Promise.all([bagPage ? undefined : json(at), json(`${at}/bag`)]);
      if (bag === null || user === null) return null;
      return { user: user ?? null, bag } as PlayerAnswers;
    } catch {
      return null;
    }
  };
}
