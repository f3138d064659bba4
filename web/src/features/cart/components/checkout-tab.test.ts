import { describe, expect, test } from 'bun:test';
import { checkoutTarget } from './checkout-tab.ts';

const here = 'https://town.example/shop';

describe('checkoutTarget', () => {
  test("this site's order pages and https payment pages, as absolute addresses", () => {
    expect(checkoutTarget('/shop/orders/12', here)).toBe('https://town.example/shop/orders/12');
    expect(checkoutTarget('https://town-merch.myshopify.com/cart/c/1?key=k', here)).toBe('https://town-merch.myshopify.com/cart/c/1?key=k');
    expect(checkoutTarget('/shop/orders/3', 'http://127.0.0.1:4173/')).toBe('http://127.0.0.1:4173/shop/orders/3');
  });

  test('anything else is no place to send the tab, which shares the town\'s origin', () => {
    for (const bad of ['javascript:alert(1)', ' javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,<script>1</script>', 'http://shop.example/pay', 'vbscript:x', 'http://[bad']) {
      expect(checkoutTarget(bad, here)).toBeNull();
    }
  });
});
