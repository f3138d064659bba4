import { fieldMessage } from '../../../../../domain/messages.ts';
import { formatPrice, quantityOptions, type CartLine, type Currency } from '../../../../../domain/shop.ts';
import { lineLabel, lineTotal, maxQuantity, priceIn } from '../../../lib/cart-lines.ts';
import './cart-line.css';

interface CartLineProps {
  line: CartLine;
  currency: Currency;
  onChange: (quantity: number) => void;
  /** The player pressed + at the line's maximum. */
  onPastMax: () => void;
  /** Show 'Maximum amount set for {label}!' under the line. */
  atMaxMessage: boolean;
}

/**
 * A cart line (SPEC section 5 "Cart"): picture, title, variant, a quantity select of 0..max (0 removes the
 * line) between - and + steppers, and the line total. + at the maximum says so instead of adding.
 */
export function CartLineRow({ line, currency, onChange, onPastMax, atMaxMessage }: CartLineProps) {
  const label = lineLabel(line.product.title, line.variant.title);
  const max = maxQuantity(line.variant);
  // A line stored before the stock fell keeps its quantity on show; the server will say what is left.
  const options = quantityOptions(line.variant.quantityAvailable);
  if (line.quantity > max) options.push(line.quantity);
  const left = line.variant.quantityAvailable;
  return (
    <li className="cart-line" data-line={line.id}>
      <img className="cart-line__picture" src={line.variant.image.src} alt="" width={64} height={64} />
      <div className="cart-line__text">
        <span className="cart-line__title">{line.product.title}</span>
        {label !== line.product.title ? <span className="cart-line__variant">{line.variant.title}</span> : null}
        <span className="cart-line__each">{formatPrice(priceIn(line.variant, currency), currency)} each</span>
        {left <= 0 ? <span className="cart-line__warning">Sold out</span> : line.quantity > left ? <span className="cart-line__warning">Only {left} left</span> : null}
      </div>
      <div className="cart-line__quantity">
        <button type="button" className="cart-line__step" aria-label={`One fewer ${label}`} onClick={() => onChange(line.quantity - 1)}>
          <span aria-hidden="true">−</span>
        </button>
        <select
          className="cart-line__select"
          aria-label={`Quantity of ${label}`}
          value={line.quantity}
          onChange={(event) => onChange(Number(event.target.value))}
          data-cart-focus
        >
          {options.map((n) => (
            <option key={n} value={n}>
              {n === 0 ? '0 (remove)' : n}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="cart-line__step"
          aria-label={`One more ${label}`}
          onClick={() => (line.quantity >= max ? onPastMax() : onChange(line.quantity + 1))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <span className="cart-line__total">{lineTotal(line, currency)}</span>
      <p className="cart-line__max" role="status">
        {atMaxMessage ? fieldMessage.maxAmount(label) : null}
      </p>
    </li>
  );
}
