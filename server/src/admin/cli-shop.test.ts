import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { TEST_ADMIN_TOKEN } from '../../test/admin.ts';
import { bodyOf } from '../../test/client.ts';
import { checkout, orderIdOf, shopTestApp } from '../../test/shop.ts';
import { registeredPlayer } from '../../test/wearables.ts';
import { buildRequest } from './cli-api.ts';
import { UsageError } from './cli-args.ts';
import { runAdmin } from './cli.ts';

describe('bun run admin shop: requests', () => {
  test('each shop command becomes its admin API request', () => {
    expect(buildRequest(['shop', 'products'])).toEqual({ method: 'GET', path: '/shop/products' });
    expect(
      buildRequest(['shop', 'product', 'add', '--title', 'Scarf', '--image', '/merch/tote.svg', '--variant', 'Red:4:USD=19.50,GBP=15', '--variant', 'Blue:0:USD=19.50', '--holders', 'collection:cat', '--wearable', '12', '--hide']),
    ).toEqual({
      method: 'POST',
      path: '/shop/products',
      body: {
        title: 'Scarf',
        image: '/merch/tote.svg',
        holderRule: { kind: 'collection', collection: 'CAT' },
        wearableTraitId: 12,
        hidden: true,
        variants: [
          { title: 'Red', stock: 4, prices: { USD: '19.50', GBP: '15' } },
          { title: 'Blue', stock: 0, prices: { USD: '19.50' } },
        ],
      },
    });
    expect(buildRequest(['shop', 'product', 'update', '3', '--holders', 'none', '--wearable', 'none', '--show', '--order', '2'])).toEqual({
      method: 'PATCH',
      path: '/shop/products/3',
      body: { holderRule: null, wearableTraitId: null, hidden: false, sortOrder: 2 },
    });
    expect(buildRequest(['shop', 'product', 'update', '3', '--holders', 'coolscore:500']).body).toEqual({ holderRule: { kind: 'coolscore', min: 500 } });
    expect(buildRequest(['shop', 'variant', 'add', '3', '--title', 'XL', '--stock', '2', '--price', 'USD=28.00'])).toEqual({ method: 'POST', path: '/shop/products/3/variants', body: { title: 'XL', stock: 2, prices: { USD: '28.00' } } });
    expect(buildRequest(['shop', 'variant', 'update', '9', '--stock', '0', '--price', 'EUR=26.00,GBP=none'])).toEqual({ method: 'PATCH', path: '/shop/variants/9', body: { stock: 0, prices: { EUR: '26.00', GBP: null } } });
    expect(buildRequest(['shop', 'orders', '--status', 'pending', '--limit', '5'])).toEqual({ method: 'GET', path: '/shop/orders?status=pending&limit=5' });
    expect(buildRequest(['shop', 'order', 'abc', 'paid'])).toEqual({ method: 'POST', path: '/shop/orders/abc/paid' });
    expect(buildRequest(['shop', 'instructions'])).toEqual({ method: 'GET', path: '/shop/payment-instructions' });
    expect(buildRequest(['shop', 'instructions', '--text', 'Pay at the hall'])).toEqual({ method: 'PUT', path: '/shop/payment-instructions', body: { instructions: 'Pay at the hall' } });
  });

  test('bad usage is a UsageError naming the problem', () => {
    const problems: Array<[string[], string]> = [
      [['shop'], 'shop needs products, product, variant, orders, order or instructions'],
      [['shop', 'product', 'add', '--title', 'X', '--image', '/x.svg'], 'shop product add needs at least one --variant'],
      [['shop', 'product', 'add', '--title', 'X', '--image', '/x.svg', '--variant', 'Red'], "--variant must look like 'M:10:USD=28.00,GBP=22.00'"],
      [['shop', 'product', 'update', '3', '--holders', 'friends'], '--holders must be collection:'],
      [['shop', 'product', 'update', '3', '--hide', '--show'], 'give --hide or --show, not both'],
      [['shop', 'variant', 'update', '9', '--price', 'USD'], '--price must look like USD=28.00,GBP=22.00'],
      [['shop', 'variant', 'add', '3', '--title', 'XL', '--stock', 'many', '--price', 'USD=1'], '--stock must be a whole number'],
      [['shop', 'order', 'abc', 'refunded'], 'shop order needs <id> paid|fulfilled|cancelled'],
    ];
    for (const [args, message] of problems) {
      expect(() => buildRequest(args)).toThrow(UsageError);
      expect(() => buildRequest(args)).toThrow(message);
    }
  });
});

describe('bun run admin shop: against a running server', () => {
  let t: Awaited<ReturnType<typeof shopTestApp>>;
  let server: ReturnType<typeof Bun.serve>;
  beforeAll(async () => {
    t = await shopTestApp();
    server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: t.app.fetch });
  }, 60_000);
  afterAll(async () => {
    await server.stop(true);
    await t.close();
  });

  /** Runs a command; answers its exit code and what it printed, parsed when JSON. */
  async function admin(...args: string[]) {
    const lines: string[] = [];
    const code = await runAdmin([...args, '--url', server.url.origin], (l) => void lines.push(l), { source: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
    const text = lines.join('\n');
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Printed as text.
    }
    return { code, body };
  }

  test('adds a product, sells it, marks the order paid and lists it', async () => {
    const added = await admin('shop', 'product', 'add', '--title', 'CLI Cap', '--image', '/merch/cap-sky.svg', '--variant', 'One size:2:USD=12.00,EUR=11.00');
    expect(added.code).toBe(0);
    const product = added.body as { id: number; variants: Array<{ id: number; prices: Record<string, string> }> };
    expect(product.variants[0]!.prices).toEqual({ EUR: '11.00', USD: '12.00' });
    const me = await registeredPlayer(t.app);
    const { webUrl } = await bodyOf(await checkout(t.app, me.token, [{ id: String(product.variants[0]!.id), quantity: 2 }], 'EUR'), 200);
    const paid = await admin('shop', 'order', orderIdOf(webUrl), 'paid');
    expect(paid).toMatchObject({ code: 0, body: { status: 'paid', wallet: me.wallet } });
    const listed = await admin('shop', 'orders', '--status', 'paid');
    expect((listed.body as { orders: Array<{ id: string; total: string }> }).orders.find((o) => o.id === orderIdOf(webUrl))?.total).toBe('22.00');
    const again = await admin('shop', 'order', orderIdOf(webUrl), 'paid');
    expect(again).toEqual({ code: 1, body: { error: 'Order is already paid' } });
    const stock = await admin('shop', 'variant', 'update', String(product.variants[0]!.id), '--stock', '5', '--price', 'EUR=none');
    expect((stock.body as { variants: Array<{ stock: number; prices: object }> }).variants[0]).toMatchObject({ stock: 5, prices: { USD: '12.00' } });
    expect((await admin('shop', 'instructions', '--text', 'Pay at the hall')).code).toBe(0);
    expect((await admin('shop', 'instructions')).body).toEqual({ instructions: 'Pay at the hall', source: 'admin' });
    const log = (await admin('log', '--limit', '6')).body as Array<{ action: string }>;
    expect(log.map((l) => l.action)).toEqual(['shop.instructions.update', 'shop.variant.update', 'shop.order.paid', 'shop.product.create']);
  }, 60_000);
});
