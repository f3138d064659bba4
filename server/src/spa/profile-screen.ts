/**
 * `/{username}`'s first screen (issue 18, decision 0024): the page's frame, the player's name and their
 * profile picture, drawn into the HTML in the splash's place, so the picture (the page's largest paint)
 * shows once it has downloaded instead of once the app's script, the page's script and two API answers
 * are in. The answers themselves go into the page too (page-answers.ts), and the app draws the page from
 * them at once, over this very markup: profile-screen.test.ts keeps it the page's own beginning.
 */
import { PROFILE_BACKGROUND } from '../../../domain/routes.ts';
import { PROFILE_PICTURE_SIZES, pictureAt, pngSrcSet, profilePictureOf, webpSrcSet, type PictureAvatar } from '../../../domain/profile-picture.ts';
import { escapeHtml } from './share-tags.ts';

/** What `GET /api/users/:slug` and `GET /api/users/:slug/bag` answered, as far as the first screen reads them. */
export interface ProfileAnswers {
  user: { username: string; avatar_token_id: number | null };
  bag: { avatars: PictureAvatar[] };
}

/** The width the <img> asks for where srcset is not understood (web ProfilePicture's `src`). */
const FALLBACK_WIDTH = 425;

/** The first screen's markup and the body background it goes with. */
export function profileFirstScreen({ user, bag }: ProfileAnswers): { background: typeof PROFILE_BACKGROUND; html: string } {
  const name = escapeHtml(user.username);
  // The bag's avatars lent by a vault are on the shelf, never the picture (as the page chooses).
  const picture = profilePictureOf(user, bag.avatars.filter((a) => a.heldInVault !== true));
  const sizes = escapeHtml(PROFILE_PICTURE_SIZES);
  const figure = picture
    ? `<div class="profile-picture"><picture><source type="image/webp" srcSet="${escapeHtml(webpSrcSet(picture.image))}" sizes="${sizes}"/>` +
      `<img class="profile-picture__image" src="${escapeHtml(pictureAt(picture.image, FALLBACK_WIDTH))}" srcSet="${escapeHtml(pngSrcSet(picture.image))}" sizes="${sizes}" width="400" height="400" alt="${escapeHtml(picture.alt)}" fetchPriority="high"/></picture></div>`
    : '';
  const html =
    `<main class="page page--${PROFILE_BACKGROUND}" data-background="${PROFILE_BACKGROUND}"><header class="page__header"><h1 class="page__title">${name}</h1><p class="page__lead">Explorer of Sapphire Town</p></header>` +
    `<div class="page__body profile-page__body"><section class="card profile-card" aria-label="${name}&#x27;s profile picture">${figure}</section></div></main>`;
  return { background: PROFILE_BACKGROUND, html };
}
