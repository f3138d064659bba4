import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../../../../domain/messages.ts';
import { PAGES } from '../../../../../domain/routes.ts';
import { CartIcon } from '../../../components/art/icons.tsx';
import { Button } from '../../../components/button.tsx';
import { CurrencySwitch } from '../../../components/currency-switch.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { useCart } from '../../../lib/cart.ts';
import { cartTotal, freshLines, lineLabel, priceIn } from '../../../lib/cart-lines.ts';
import { useCurrency } from '../../../lib/currency.ts';
import { useMe } from '../../../lib/me.ts';
import { useShop } from '../../../lib/shop-query.ts';
import { useCheckout } from '../api/checkout.ts';
import { attemptFor, checkoutBody, keepForRetry, type Attempt } from '../checkout-attempt.ts';
import { CartLineRow } from './cart-line.tsx';
import { checkoutTarget, openCheckoutTab, type CheckoutTab } from './checkout-tab.ts';
import './cart-dialog.css';

/** The cart modal (SPEC section 2 "Cart modal"): the player's lines, Total, Checkout and Continue Shopping. */
export function CartDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const toast = useToast();
  const profileId = useMe()?.profileId ?? null;
  const cart = useCart(profileId);
  const shop = useShop(open ? profileId : null);
  const [currency, setCurrency] = useCurrency();
  const [atMax, setAtMax] = useState<string | null>(null);
  const [placed, setPlaced] = useState<{ url: string; opened: boolean } | null>(null);
  const attempt = useRef<Attempt | null>(null);
  const tab = useRef<CheckoutTab | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  const lines = freshLines(cart.lines, shop.data);
  const unpriced = lines.find((line) => priceIn(line.variant, currency) === null);

  const checkout = useCheckout({
    onSuccess: ({ webUrl }) => {
      attempt.current = null;
      const url = checkoutTarget(webUrl, window.location.href);
      if (!url) {
        tab.current?.close();
        tab.current = null;
        toast.show(MESSAGES.genericError, 'error');
        return;
      }
      const opened = tab.current?.go(url) ?? false;
      tab.current = null;
      cart.clear();
      setPlaced({ url, opened });
      toast.show('Order placed', 'success');
    },
    onError: (error) => {
      tab.current?.close();
      tab.current = null;
      if (!keepForRetry(error)) attempt.current = null;
    },
  });

  // A fresh look each time the modal opens; what was placed last time is old news.
  useEffect(() => {
    if (!open) {
      setAtMax(null);
      setPlaced(null);
    }
  }, [open]);

  // A line that goes (0 chosen, or - at 1) takes focus with it: hand it to the next quantity, or the way out.
  const lineCount = lines.length;
  const previousCount = useRef(lineCount);
  useEffect(() => {
    const body = bodyRef.current;
    if (body && lineCount < previousCount.current && !body.contains(document.activeElement)) {
      body.querySelector<HTMLElement>('[data-cart-focus], [data-autofocus]')?.focus();
    }
    previousCount.current = lineCount;
  }, [lineCount]);

  const startCheckout = () => {
    const body = checkoutBody(lines, currency);
    attempt.current = attemptFor(attempt.current, body);
    // Opened now, inside the click, so no popup blocker stops it; it is sent to the order page on success.
    tab.current = openCheckoutTab();
    checkout.mutate({ body, key: attempt.current.key });
  };

  const continueShopping = () => {
    onClose();
    void navigate(PAGES.shop.path);
  };

  return (
    <Dialog open={open} onClose={onClose} title="Your Cart" className="cart-dialog">
      <div ref={bodyRef} className="cart-dialog__content">
        {placed ? (
          <div className="cart-dialog__empty" role="status">
            <p className="cart-dialog__text">Order placed!</p>
            <p className="cart-dialog__lead">
              {placed.opened ? 'Your order opened in a new tab, with how to pay for it.' : 'Your order is waiting for you, with how to pay for it.'}
            </p>
            <a className="button button--primary button--md" href={placed.url} target="_blank" rel="noopener" data-autofocus>
              View your order
            </a>
            <Button variant="secondary" onClick={continueShopping}>
              Continue Shopping
            </Button>
          </div>
        ) : lines.length === 0 ? (
          <div className="cart-dialog__empty">
            <span className="cart-dialog__art" aria-hidden="true">
              <CartIcon size={40} />
            </span>
            <p className="cart-dialog__text">Your cart is empty</p>
            <Button onClick={continueShopping} data-autofocus>
              Continue Shopping
            </Button>
          </div>
        ) : (
          <>
            <CurrencySwitch className="cart-dialog__currency" value={currency} onChange={setCurrency} />
            <ul className="cart-dialog__lines" aria-label="Items in your cart">
              {lines.map((line) => (
                <CartLineRow
                  key={line.id}
                  line={line}
                  currency={currency}
                  atMaxMessage={atMax === line.id}
                  onPastMax={() => setAtMax(line.id)}
                  onChange={(quantity) => {
                    setAtMax(null);
                    cart.update(line.id, quantity);
                  }}
                />
              ))}
            </ul>
            <p className="cart-dialog__total">
              <span>Total</span>
              <span>{cartTotal(lines, currency)}</span>
            </p>
            {unpriced ? (
              <p className="cart-dialog__hint">
                {lineLabel(unpriced.product.title, unpriced.variant.title)} has no {currency} price: choose another currency to check out.
              </p>
            ) : null}
            <div className="cart-dialog__actions">
              <Button variant="secondary" onClick={continueShopping}>
                Continue Shopping
              </Button>
              <Button onClick={startCheckout} disabled={Boolean(unpriced)} aria-disabled={checkout.isPending || undefined} aria-busy={checkout.isPending}>
                {checkout.isPending ? 'Checking out…' : 'Checkout'}
              </Button>
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}
