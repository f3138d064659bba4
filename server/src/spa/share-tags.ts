/**
 * Link previews for player pages (DESIGN.md "Avatar images"): `/<username>` and `/<username>/bag` get
 * the app shell with og: and twitter: tags naming the player and pointing at their share card, so chat
 * apps and social sites show the avatar. Crawlers do not run the SPA, so the tags must be in the HTML.
 * The cost is one lookup on the unique slug index; nothing is drawn here (the card is drawn when a
 * crawler fetches og:image).
 */
import { and, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { avatars, profiles } from '../../../db/schema/index.ts';
import { PROFILE_PICTURE_SIZES, webpSrcSet } from '../../../domain/profile-picture.ts';
import { avatarImageUrl, avatarLook } from '../../../domain/wearables.ts';
import { PAGES, RESERVED_SLUGS, SITE_TITLE, pageTitle } from '../../../domain/routes.ts';
import { usernameProblem } from '../../../domain/registration.ts';
import { CARD } from '../../../render/src/share-card.ts';
import { TOWN_PICTURE } from '../../../render/art/town-icons.ts';

export interface SharedPlayer {
  username: string;
  slug: string;
  /** `/render/<type>/<id>.png` of their profile picture (the pfp avatar, else their explorer), if any. */
  picture?: string | null;
}

export interface PlayerPage {
  slug: string;
  bag: boolean;
}

export type FindPlayer = (slug: string) => Promise<SharedPlayer | null>;

/**
 * The player a path names, if it can be one: `/<name>` or `/<name>/bag`, not a reserved page, and
 * shaped like a username (so junk paths never reach the database).
 */
export function playerPage(pathname: string): PlayerPage | null {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length === 0 || parts.length > 2 || (parts.length === 2 && parts[1] !== 'bag')) return null;
  const name = parts[0]!;
  if (usernameProblem(name) !== null) return null;
  const slug = name.toLowerCase();
  if (RESERVED_SLUGS.has(slug)) return null;
  return { slug, bag: parts.length === 2 };
}

/**
 * One indexed lookup: an onboarded player by slug (half-registered players are not shown), with the
 * avatar their page shows as profile picture, as the page picks it: the one marked pfp, else their own
 * explorer (joined on the avatars' profile index), its URL naming the saved look.
 */
export function playerFinder(db: Db): FindPlayer {
  return async (slug) => {
    const [row] = await db
      .select({ username: profiles.username, slug: profiles.slug, explorer: profiles.avatar_token_id, type: avatars.type, token: avatars.token_id, savedAt: avatars.updated_at })
      .from(profiles)
      .leftJoin(avatars, and(eq(avatars.profile_id, profiles.id), or(eq(avatars.pfp, true), and(eq(avatars.type, 'EXPLORER'), eq(avatars.token_id, profiles.avatar_token_id)))))
      .where(and(eq(profiles.slug, slug), eq(profiles.onboarded, true)))
      .orderBy(desc(avatars.pfp))
      .limit(1);
    if (!row) return null;
    const picture =
      row.type && row.token !== null && row.savedAt
        ? avatarImageUrl(row.type, row.token, avatarLook(row.savedAt))
        : row.explorer !== null
          ? avatarImageUrl('EXPLORER', row.explorer)
          : null;
    return { username: row.username, slug: row.slug, picture };
  };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Safe inside element text and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
}

/** A player page's title: their name, or their bag. */
export function playerTitle(player: SharedPlayer, page: PlayerPage): string {
  return page.bag ? `${player.username}'s bag · ${SITE_TITLE}` : pageTitle(player.username);
}

type Tag = [attr: 'property' | 'name', key: string, value: string];
const html = (tags: Tag[]) => tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`).join('\n    ');

/** The tags for one player page, as HTML; `publicUrl` is the origin users see (PUBLIC_URL). */
export function shareTags(player: SharedPlayer, page: PlayerPage, publicUrl: string): string {
  const origin = publicUrl.replace(/\/+$/, '');
  const slug = encodeURIComponent(player.slug);
  const image = `${origin}/render/profile/${slug}.png`;
  const title = playerTitle(player, page);
  const description = page.bag
    ? `The wearables and avatars ${player.username} holds in ${SITE_TITLE}.`
    : `${player.username}'s avatar in ${SITE_TITLE}: explore the town, earn your cool score, dress your explorer.`;
  const tags: Tag[] = [
    ['property', 'og:type', 'profile'],
    ['property', 'og:site_name', SITE_TITLE],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', `${origin}/${slug}${page.bag ? '/bag' : ''}`],
    ['property', 'og:image', image],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', String(CARD.width)],
    ['property', 'og:image:height', String(CARD.height)],
    ['property', 'og:image:alt', `${player.username}'s avatar`],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
  ];
  return page.bag || !player.picture ? html(tags) : `${html(tags)}\n    ${picturePreload(player.picture)}`;
}

/**
 * The profile picture is `/{username}`'s largest paint: preloaded from the shell (issue 18), it is on
 * its way while the app's script loads, instead of after it and the page's API answers.
 */
export function picturePreload(picture: string): string {
  const srcset = escapeHtml(webpSrcSet(picture));
  return `<link rel="preload" as="image" type="image/webp" imagesrcset="${srcset}" imagesizes="${escapeHtml(PROFILE_PICTURE_SIZES)}" fetchpriority="high" />`;
}

/** The town's own pages that carry a preview of the town (its picture, drawn by routes/render/town-picture.ts). */
const TOWN_PAGES: Record<string, { title: string; description: string }> = {
  [PAGES.home.path]: { title: SITE_TITLE, description: 'A community town for avatar holders. Explore, earn your cool score, dress your explorer.' },
  [PAGES.board.path]: { title: pageTitle(PAGES.board.title), description: `News, leaderboards and the town's notices, on the ${PAGES.board.title} of ${SITE_TITLE}.` },
};

/** The page's title and tags when `pathname` is `/` or `/board`, else null. */
export function townPage(pathname: string, publicUrl: string): { title: string; tags: string } | null {
  const page = TOWN_PAGES[pathname];
  if (!page) return null;
  const origin = publicUrl.replace(/\/+$/, '');
  const image = `${origin}${TOWN_PICTURE.path}`;
  const tags: Tag[] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', SITE_TITLE],
    ['property', 'og:title', page.title],
    ['property', 'og:description', page.description],
    ['property', 'og:url', `${origin}${pathname}`],
    ['property', 'og:image', image],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', String(TOWN_PICTURE.width)],
    ['property', 'og:image:height', String(TOWN_PICTURE.height)],
    ['property', 'og:image:alt', `${SITE_TITLE}: houses on a green hill under a big sapphire`],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', page.title],
    ['name', 'twitter:description', page.description],
    ['name', 'twitter:image', image],
  ];
  return { title: page.title, tags: html(tags) };
}

/** What an unknown player's page carries: search engines leave the (404) page out. */
export const NOINDEX = html([['name', 'robots', 'noindex']]);

/** The shell with the tags before </head> and `title` as the page title (null: the shell's own). */
export function withShareTags(shell: string, title: string | null, tags: string): string {
  const titled = title === null ? shell : shell.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  const at = titled.indexOf('</head>');
  // A shell without a head (never from our build) still gets its tags, at the top.
  return at < 0 ? `${tags}\n${titled}` : `${titled.slice(0, at)}    ${tags}\n  ${titled.slice(at)}`;
}
