import { useId, useState } from 'react';
import { formatPrice, type Currency, type ShopProduct, type ShopVariant } from '../../../../../domain/shop.ts';
import { Button } from '../../../components/button.tsx';
import { lineLabel, priceIn } from '../../../lib/cart-lines.ts';
import { firstChoice, stockLabel } from '../stock.ts';
import { VariantPicker } from './variant-picker.tsx';
import './product-card.css';

interface ProductCardProps {
  product: ShopProduct;
  currency: Currency;
  onAdd: (product: ShopProduct, variant: ShopVariant) => void;
}

/**
 * One product of the store: the chosen variant's picture and price in the selected currency ('Unknown'
 * where it has none), the variant picker, stock, the holder rule, and Add to cart.
 */
export function ProductCard({ product, currency, onAdd }: ProductCardProps) {
  const titleId = useId();
  const [chosen, setChosen] = useState(() => firstChoice(product.variants)?.id);
  const variant = product.variants.find((v) => v.id === chosen) ?? firstChoice(product.variants);
  if (!variant) return null;
  const stock = stockLabel(variant);
  const soldOut = variant.quantityAvailable <= 0;
  const refused = product.holdersOnly !== undefined && !product.holdersOnly.eligible;
  const label = lineLabel(product.title, variant.title);
  const action = soldOut ? 'Sold out' : 'Add to cart';

  return (
    <article className="product-card card" aria-labelledby={titleId} data-product={product.id}>
      <div className="product-card__picture">
        <img src={variant.image.src || product.image.src} alt="" width={480} height={480} loading="lazy" />
        <div className="product-card__badges">
          {product.holdersOnly ? <span className="product-card__badge product-card__badge--holders">Holders only</span> : null}
          {stock ? <span className={`product-card__badge${soldOut ? ' product-card__badge--out' : ' product-card__badge--low'}`}>{stock}</span> : null}
        </div>
      </div>
      <div className="product-card__text">
        <h3 id={titleId} className="product-card__title">
          {product.title}
        </h3>
        <p className="product-card__price">{formatPrice(priceIn(variant, currency), currency)}</p>
      </div>
      {product.description ? <p className="product-card__description">{product.description}</p> : null}
      {product.wearable ? <p className="product-card__perk">Bonus wearable: {product.wearable.name}</p> : null}
      {product.holdersOnly ? (
        <p className={`product-card__rule${refused ? ' product-card__rule--refused' : ''}`}>
          {product.holdersOnly.label}
          {refused ? '. Not yet yours to buy.' : '. You qualify.'}
        </p>
      ) : null}
      {product.variants.length > 1 ? <VariantPicker productTitle={product.title} variants={product.variants} selected={variant.id} onSelect={setChosen} /> : null}
      <Button className="product-card__add" disabled={soldOut || refused} aria-label={`${action}: ${label}`} onClick={() => onAdd(product, variant)}>
        {action}
      </Button>
    </article>
  );
}
