/**
 * API answers a page's HTML carries (issue 18): the server puts the answers a page is drawn from into
 * it, as JSON by API path, so the app draws the page at once instead of asking for them first
 * (server/src/spa/page-answers.ts writes them, web/src/lib/page-answers.ts reads them).
 */

/** The id of the `<script type="application/json">` that holds them. */
export const PAGE_ANSWERS_ID = 'page-answers';

/** The paths a player's page (`/{slug}`, `/{slug}/bag`) is drawn from: their profile and their bag. */
export const playerAnswerPaths = (slug: string) => ({ user: `/api/users/${slug.toLowerCase()}`, bag: `/api/users/${slug.toLowerCase()}/bag` });
