import { describe, expect, test } from 'bun:test';
import type { CartLine, Currency, ShopVariant } from '../../../domain/shop.ts';
import { addLine, cartTotal, freshLines, isCartLines, itemCount, lineLabel, lineTotal, maxQuantity, priceIn, updateLine } from './cart-lines.ts';

function variant(id: string, quantityAvailable: number, prices: Partial<Record<Currency, string>> = { USD: '10.00' }, title = 'M'): ShopVariant {
  return {
    id,
    title,
    image: { src: '/merch/tee.svg' },
    price: { amount: prices.USD ?? '0' },
    quantityAvailable,
    detail: { presentment_prices: Object.entries(prices).map(([currency_code, amount]) => ({ price: { currency_code: currency_code as Currency, amount } })) },
  };
}
const tee = { title: 'Lantern Tee' };

describe('prices', () => {
  test('a variant is priced per currency; a missing currency is null and totals say Unknown', () => {
    const stickers = variant('7', 20, { USD: '6.00', GBP: '5.00' }, 'Default Title');
    expect(priceIn(stickers, 'GBP')).toBe('5.00');
    expect(priceIn(stickers, 'EUR')).toBeNull();
    const line: CartLine = { id: '7', quantity: 3, product: { title: 'Town Sticker Sheet' }, variant: stickers };
    expect(lineTotal(line, 'GBP')).toBe('£15.00');
    expect(lineTotal(line, 'EUR')).toBe('Unknown');
    const other: CartLine = { id: '1', quantity: 1, product: tee, variant: variant('1', 9, { USD: '28.00', EUR: '26.00', GBP: '22.00' }) };
    expect(cartTotal([line, other], 'USD')).toBe('$46.00');
    expect(cartTotal([line, other], 'EUR')).toBe('Unknown');
    expect(cartTotal([], 'EUR')).toBe('€0.00');
  });

  test('totals add whole cents, so 0.10 three times is 0.30', () => {
    const line: CartLine = { id: '1', quantity: 3, product: tee, variant: variant('1', 9, { USD: '0.10' }) };
    expect(cartTotal([line], 'USD')).toBe('$0.30');
    expect(lineTotal(line, 'USD')).toBe('$0.30');
  });
});

describe('quantities', () => {
  test('the maximum is min(quantity available or 5, 10)', () => {
    expect(maxQuantity(variant('1', 3))).toBe(3);
    expect(maxQuantity(variant('1', 40))).toBe(10);
    expect(maxQuantity(variant('1', 0))).toBe(0);
  });

  test('add appends a new variant and grows a line already in the cart', () => {
    const small = variant('1', 9, undefined, 'S');
    const large = variant('2', 9, undefined, 'L');
    let lines = addLine([], tee, small).lines;
    lines = addLine(lines, tee, large).lines;
    lines = addLine(lines, tee, small, 2).lines;
    expect(lines.map((l) => [l.id, l.quantity])).toEqual([
      ['1', 3],
      ['2', 1],
    ]);
    expect(itemCount(lines)).toBe(4);
  });

  test('adding past the maximum stops at it and says so', () => {
    const bird = variant('5', 3, undefined, 'Default Title');
    const first = addLine([], { title: 'Chirpy Bird Plush' }, bird, 3);
    expect(first.atMax).toBe(false);
    const again = addLine(first.lines, { title: 'Chirpy Bird Plush' }, bird);
    expect(again.atMax).toBe(true);
    expect(again.lines[0]?.quantity).toBe(3);
    expect(addLine([], tee, variant('9', 0)).lines).toEqual([]);
  });

  test('update replaces the line, keeps it within 0..max, and removes it at zero', () => {
    const lines = addLine(addLine([], tee, variant('1', 4, undefined, 'S')).lines, tee, variant('2', 9, undefined, 'L')).lines;
    expect(updateLine(lines, '1', 3).map((l) => l.quantity)).toEqual([3, 1]);
    expect(updateLine(lines, '1', 8)[0]?.quantity).toBe(4);
    expect(updateLine(lines, '1', 0).map((l) => l.id)).toEqual(['2']);
    expect(updateLine(lines, 'nope', 2)).toEqual(lines);
  });
});

describe('labels and stored lines', () => {
  test('a single-variant product is named by its title alone', () => {
    expect(lineLabel('Lantern Tee', 'M')).toBe('Lantern Tee (M)');
    expect(lineLabel('Pond Frog Plush', 'Default Title')).toBe('Pond Frog Plush');
    expect(lineLabel('Chirpy Bird Plush', 'Standard')).toBe('Chirpy Bird Plush');
  });

  test('fresh catalogue data replaces the stored variant; a vanished variant keeps its stored copy', () => {
    const stored: CartLine[] = [
      { id: '1', quantity: 2, product: tee, variant: variant('1', 9, { USD: '20.00' }) },
      { id: 'gone', quantity: 1, product: tee, variant: variant('gone', 9) },
    ];
    const now = variant('1', 1, { USD: '25.00' });
    const lines = freshLines(stored, [{ id: 'p', title: 'Lantern Tee!', description: '', image: { src: '' }, variants: [now] }]);
    expect(lines[0]?.variant).toBe(now);
    expect(lines[0]?.product.title).toBe('Lantern Tee!');
    expect(lines[1]).toEqual(stored[1] as CartLine);
  });

  test('only well-formed lines are read back from storage', () => {
    const good: CartLine[] = [{ id: '1', quantity: 1, product: tee, variant: variant('1', 1) }];
    expect(isCartLines(good)).toBe(true);
    expect(isCartLines([])).toBe(true);
    expect(isCartLines('[]')).toBe(false);
    expect(isCartLines([{ id: 1, quantity: 1 }])).toBe(false);
    expect(isCartLines([{ ...good[0], quantity: 0 }])).toBe(false);
    expect(isCartLines([{ ...good[0], quantity: 1.5 }])).toBe(false);
  });
});
