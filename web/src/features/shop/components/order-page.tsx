import { useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatPrice, type Order } from '../../../../../domain/shop.ts';
import { PAGES } from '../../../../../domain/routes.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Page } from '../../../components/page.tsx';
import { ApiError } from '../../../lib/http.ts';
import { lineLabel } from '../../../lib/cart-lines.ts';
import { useMe } from '../../../lib/me.ts';
import { useOrder } from '../api/get-order.ts';
import { orderRef, orderTime, STATUS_WORDS } from '../order-status.ts';
import './order-page.css';
import { LoadFailed } from '../../../components/load-failed.tsx';

const backToStore = (
  <Link className="button button--secondary button--md" to={PAGES.shop.path}>
    Back to the store
  </Link>
);

/** An order's own page (`/shop/orders/:id`), where checkout leads: what was bought, its status and how to pay. */
export function OrderPage() {
  const { id = '' } = useParams();
  const profileId = useMe()?.profileId ?? null;
  const order = useOrder(profileId, id);
  return (
    <Page background={PAGES.shop.background} title={`Order ${orderRef(id)}`} className="order-page">
      <header className="page__header">
        <h1 className="page__title">Your order</h1>
        <p className="page__lead">Reference {orderRef(id)}</p>
      </header>
      <div className="page__body order-page__body">
        {order.isPending ? (
          <p className="order-page__note" role="status">
            Fetching your order…
          </p>
        ) : order.isError ? (
          order.error instanceof ApiError && order.error.status === 404 ? (
            <EmptyState title="Order not found" action={backToStore}>
              No order of yours has this number.
            </EmptyState>
          ) : (
            <LoadFailed className="order-page__note" message={order.error.message} onRetry={() => void order.refetch()} />
          )
        ) : (
          <OrderDetails order={order.data} />
        )}
      </div>
    </Page>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const linesId = useId();
  const payId = useId();
  const money = (amount: string) => formatPrice(amount, order.currencyCode);
  return (
    <>
      <section className="order-page__summary card" aria-labelledby={linesId}>
        <div className="order-page__heading">
          <h2 id={linesId}>Summary</h2>
          <p className={`order-page__status order-page__status--${order.status}`}>
            <span className="visually-hidden">Status: </span>
            {STATUS_WORDS[order.status]}
          </p>
        </div>
        <p className="order-page__placed">Placed {orderTime(order.createdAt)}</p>
        {order.status === 'pending' && order.expiresAt ? (
          <p className="order-page__expiry">
            Your items are held until <time dateTime={order.expiresAt}>{orderTime(order.expiresAt)}</time>. Unpaid orders expire then and
            the items go back on the shelf.
          </p>
        ) : null}
        <ul className="order-page__lines">
          {order.lines.map((line) => (
            <li key={line.variantId} className="order-page__line">
              <img src={line.image.src} alt="" width={64} height={64} />
              <div className="order-page__line-text">
                <span className="order-page__line-title">{lineLabel(line.productTitle, line.variantTitle)}</span>
                <span className="order-page__line-each">
                  {line.quantity} × {money(line.unitPrice)}
                </span>
              </div>
              <span className="order-page__line-total">{money(line.lineTotal)}</span>
            </li>
          ))}
        </ul>
        <p className="order-page__total">
          <span>Total</span>
          <span>{money(order.total)}</span>
        </p>
      </section>
      <section className="order-page__pay card" aria-labelledby={payId}>
        <h2 id={payId}>How to pay</h2>
        {order.status === 'pending' ? (
          <p className="order-page__instructions">{order.paymentInstructions}</p>
        ) : (
          <p className="order-page__instructions">{paidNote(order)}</p>
        )}
      </section>
      <div className="order-page__back">{backToStore}</div>
    </>
  );
}

function paidNote(order: Order): string {
  if (order.status === 'paid') return 'Paid, thank you! The workshop is packing your order.';
  if (order.status === 'fulfilled') return 'Paid and sent out. Enjoy!';
  if (order.status === 'cancelled') return 'This order was cancelled; nothing is owed.';
  return 'This order was not paid in time, so it expired; nothing is owed. You can order again from the store.';
}
