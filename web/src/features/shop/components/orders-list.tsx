import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../../../../domain/shop.ts';
import { useOrders } from '../api/get-orders.ts';
import { orderRef, orderTime, STATUS_WORDS } from '../order-status.ts';
import './orders-list.css';
import { LoadFailed } from '../../../components/load-failed.tsx';

/** The player's orders, newest first, each with its status and a link to its page. */
export function OrdersList({ profileId }: { profileId: number | null }) {
  const headingId = useId();
  const orders = useOrders(profileId);
  return (
    <section className="orders-list card" aria-labelledby={headingId}>
      <h2 id={headingId} className="orders-list__title">
        Your orders
      </h2>
      {orders.isPending ? (
        <p className="orders-list__note" role="status">
          Looking up your orders…
        </p>
      ) : orders.isError ? (
        <LoadFailed className="orders-list__note" message="Your orders could not be loaded." onRetry={() => void orders.refetch()} />
      ) : orders.data.orders.length === 0 ? (
        <p className="orders-list__note">No orders yet. What you check out shows up here.</p>
      ) : (
        <ul className="orders-list__items">
          {orders.data.orders.map((order) => (
            <li key={order.id}>
              <Link className="orders-list__item" to={`/shop/orders/${order.id}`}>
                <span className="orders-list__name">Order {orderRef(order.id)}</span>
                <span className={`orders-list__status orders-list__status--${order.status}`}>{STATUS_WORDS[order.status]}</span>
                <span className="orders-list__meta">
                  {orderTime(order.createdAt)} · {itemsLabel(order.lines.reduce((n, line) => n + line.quantity, 0))} · {formatPrice(order.total, order.currencyCode)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const itemsLabel = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;
