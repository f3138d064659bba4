import { expect, test } from 'bun:test';
import { isAppPath } from './routes.ts';

test("an order's page is a page of the app; other paths under /shop are not", () => {
  expect(isAppPath('/shop')).toBe(true);
  expect(isAppPath('/shop/orders/0b6f3c9e-5d1a-4f7e-9a51-3c2d1e0f4b7a')).toBe(true);
  expect(isAppPath('/shop/orders/0B6F3C9E-5D1A-4F7E-9A51-3C2D1E0F4B7A')).toBe(true);
  for (const path of ['/shop/orders', '/shop/orders/12', '/shop/orders/not-an-order', '/shop/basket/0b6f3c9e-5d1a-4f7e-9a51-3c2d1e0f4b7a', '/shop/orders/0b6f3c9e-5d1a-4f7e-9a51-3c2d1e0f4b7a/x']) {
    expect(isAppPath(path)).toBe(false);
  }
});
