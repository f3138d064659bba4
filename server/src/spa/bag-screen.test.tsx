import { describe, expect, test } from 'bun:test';
import { BagPage } from '../../../web/src/features/profile/components/bag-page.tsx';
import { bagQueryOptions } from '../../../web/src/features/profile/api/get-bag.ts';
import { bagFirstScreen, type BagAnswer } from './bag-screen.ts';
import { renderAppPage } from '../../test/app-page.tsx';

type Bag = NonNullable<Awaited<ReturnType<NonNullable<ReturnType<typeof bagQueryOptions>['queryFn']>>>>;

/** The page as the app draws it from this answer (no session: a visitor's view; tests build without an art version). */
const appPage = (bag: Bag) => renderAppPage(<BagPage />, { at: `/${bag.slug}/bag`, route: ':username/bag', answers: [[bagQueryOptions(bag.slug).queryKey, bag]] });

const same = (html: string) => html.replaceAll('&#39;', '&#x27;');
// React's server renderer puts a preload for each <img> it draws ahead of the markup; the browser's own
// preload scanner finds the first screen's pictures in the HTML, so the server writes none.
const withoutPreloads = (html: string) => html.replace(/^(<link rel="preload"[^>]*>)+/, '');

let ids = 0;
const item = (name: string, { trait = {}, ...rest }: { trait?: Record<string, unknown>; [key: string]: unknown } = {}) => ({
  id: ++ids,
  balance: 2,
  ...rest,
  trait: { id: ids, type: 'HAT', name, displayName: name, displayImage: `/assets/traits/none/hat/${name}/full.png`, rarity: 'RARE', ...trait },
});

const bagOf = (username: string, items: ReturnType<typeof item>[]) => ({ username, slug: username.toLowerCase(), avatars: [], items }) as unknown as Bag;

describe("/{username}/bag's first screen", () => {
  const cases: Array<[string, Bag, number]> = [
    ['a few wearables, every rarity', bagOf('Mossbeard', [item('bush-hat'), item('pip-card', { trait: { rarity: 'NONE' } }), item('gold-crown', { trait: { rarity: 'LEGENDARY' }, balance: 1 }), item('cap', { trait: { rarity: 'COMMON' } })]), 4],
    ['one wearable', bagOf('Fernly', [item('trail-boots')]), 1],
    ['an empty bag', bagOf('Quill', []), 0],
    ['more than the first rows', bagOf('Hoarder', Array.from({ length: 15 }, (_, i) => item(`hat-${i}`))), 12],
    ["stops at a vault's wearable", bagOf('Delegate', [item('cap'), item('vaulted', { heldInVault: true, heldByName: 'Vaulty' }), item('after')]), 1],
    ['stops at a picture that is not a layer', bagOf('Odd', [item('cap'), item('sidekick', { trait: { displayImage: '/sidekx/7.png' } }), item('after')]), 1],
  ];
  for (const [name, bag, cards] of cases) {
    test(`is the page's own beginning: ${name}`, () => {
      const screen = bagFirstScreen(bag as unknown as BagAnswer, '');
      expect(screen.background).toBe('orange');
      expect(screen.html.match(/class="bag-card"/g)?.length ?? 0).toBe(cards);
      const open = same(screen.html).replace(/(<\/ul>)?<\/div><\/main>$/, '');
      expect(open).not.toBe(same(screen.html));
      expect(same(withoutPreloads(appPage(bag)))).toStartWith(open);
    });
  }

  test("names are escaped, and the pictures name the build's art version", () => {
    const { html } = bagFirstScreen(bagOf('a<b>', [item('x', { trait: { displayName: '<i>"hat"</i>' } })]) as unknown as BagAnswer, 'art123');
    expect(html).toContain('<h1 class="page__title">a&lt;b&gt;&#x27;s bag</h1>');
    expect(html).toContain('<span class="bag-card__name">&lt;i&gt;&quot;hat&quot;&lt;/i&gt;</span>');
    expect(html).toContain('src="/render/piece/none/hat/x/full.webp?w=96&amp;v=art123"');
  });
});
