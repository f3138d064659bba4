import type { OrderStatus } from '../../../../domain/shop.ts';

/** Each order status in plain words, as the order page and the orders list show it. */
export const STATUS_WORDS: Record<OrderStatus, string> = {
  pending: 'Waiting for payment',
  paid: 'Paid, being packed',
  fulfilled: 'Sent out',
  cancelled: 'Cancelled',
  expired: 'Expired: not paid in time',
};

const timeFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** An order's moment (placed, expires) as '12 Mar, 14:05' in the viewer's time zone; '' when unreadable. */
export function orderTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date);
}

/** A short reference for an order, for people: the first 8 characters of its id, upper-cased ('214AAA43'). */
export function orderRef(id: string): string {
  return id.slice(0, 8).toUpperCase();
}
