import { describe, expect, test } from 'bun:test';
import { ProfilePage } from '../../../web/src/features/profile/components/profile-page.tsx';
import { bagQueryOptions } from '../../../web/src/features/profile/api/get-bag.ts';
import { userQueryOptions } from '../../../web/src/features/profile/api/get-user.ts';
import { profileFirstScreen, type ProfileAnswers } from './profile-screen.ts';
import { renderAppPage } from '../../test/app-page.tsx';

type User = NonNullable<Awaited<ReturnType<NonNullable<ReturnType<typeof userQueryOptions>['queryFn']>>>>;
type Bag = NonNullable<Awaited<ReturnType<NonNullable<ReturnType<typeof bagQueryOptions>['queryFn']>>>>;

/** The page as the app draws it from these answers (no session: a visitor's view). */
const appPage = (slug: string, user: User, bag: Bag) =>
  renderAppPage(<ProfilePage />, {
    at: `/${slug}`,
    route: ':username',
    answers: [
      [userQueryOptions(slug).queryKey, user],
      [bagQueryOptions(slug).queryKey, bag],
    ],
  });

// Apostrophes are escaped two ways (React: &#x27;, escapeHtml: &#39;), the same character either way.
const same = (html: string) => html.replaceAll('&#39;', '&#x27;');

let ids = 0;
const avatar = (over: Partial<Bag['avatars'][number]>) =>
  ({ id: ++ids, type: 'EXPLORER', tokenId: 7, image: '/render/explorer/7.png?v=abc', pfp: false, name: null, traits: [], ...over }) as unknown as Bag['avatars'][number];

function answers(username: string, avatarTokenId: number | null, avatars: Bag['avatars']): { user: User; bag: Bag } {
  const user = { id: 1, username, slug: username.toLowerCase(), avatar_token_id: avatarTokenId, coolscore: null } as unknown as User;
  return { user, bag: { username, slug: username.toLowerCase(), avatars, items: [] } as Bag };
}

describe("/{username}'s first screen", () => {
  const cases: Array<[string, ReturnType<typeof answers>]> = [
    ['the avatar marked as picture', answers('Mossbeard', 7, [avatar({ tokenId: 7 }), avatar({ type: 'CAT', tokenId: 101, image: '/render/cat/101.png?v=xyz', pfp: true })])],
    ['their explorer, by its saved look', answers('Fernly', 7, [avatar({ tokenId: 7 })])],
    ['their explorer by number, with no avatar in the bag', answers('Quill', 12, [])],
    ['no picture at all', answers('Nobody', null, [])],
    ["a vault's avatar is never the picture", answers('Delegate', 3, [avatar({ tokenId: 9, pfp: true, heldInVault: true } as never), avatar({ tokenId: 3, image: '/render/explorer/3.png?v=q' })])],
  ];
  for (const [name, { user, bag }] of cases) {
    test(`is the page's own beginning: ${name}`, () => {
      const screen = profileFirstScreen({ user, bag } as unknown as ProfileAnswers);
      expect(screen.background).toBe('green');
      // The first screen closes the card, body and page that the app goes on filling.
      const open = same(screen.html).replace(/<\/section><\/div><\/main>$/, '');
      expect(open).not.toBe(same(screen.html));
      expect(same(appPage(user.slug, user, bag))).toStartWith(open);
    });
  }

  test('names are escaped, in the title and in the labels', () => {
    const { user, bag } = answers('a<b>&"c', 7, [avatar({ tokenId: 7 })]);
    const { html } = profileFirstScreen({ user, bag } as unknown as ProfileAnswers);
    expect(html).toContain('<h1 class="page__title">a&lt;b&gt;&amp;&quot;c</h1>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('alt="a&lt;b&gt;&amp;&quot;c&#39;s Explorer #7"');
  });
});
