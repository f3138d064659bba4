import { expect, test } from 'bun:test';
import { ORDER_STATUSES } from '../../../../domain/shop.ts';
import { orderRef, orderTime, STATUS_WORDS } from './order-status.ts';

test('every order status has its own plain words', () => {
  const words = ORDER_STATUSES.map((status) => STATUS_WORDS[status]);
  expect(words.every((w) => typeof w === 'string' && w.length > 0)).toBe(true);
  expect(new Set(words).size).toBe(ORDER_STATUSES.length);
  expect(STATUS_WORDS.pending).toBe('Waiting for payment');
});

test('order times read as day, month and clock; nonsense reads as nothing', () => {
  expect(orderTime('2025-03-12T14:05:00')).toBe('12 Mar, 14:05');
  expect(orderTime('not a date')).toBe('');
});

test('an order is referred to by the start of its id', () => {
  expect(orderRef('214aaa43-0f53-4671-95f5-5c49e05e7259')).toBe('214AAA43');
});
