import { useId } from 'react';
import type { ShopProduct, ShopVariant } from '../../../../../domain/shop.ts';
import { fieldMessage } from '../../../../../domain/messages.ts';
import { PAGES } from '../../../../../domain/routes.ts';
import { CurrencySwitch } from '../../../components/currency-switch.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Page } from '../../../components/page.tsx';
import { PageTop } from '../../../components/page-top.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { useCart } from '../../../lib/cart.ts';
import { lineLabel } from '../../../lib/cart-lines.ts';
import { useCurrency } from '../../../lib/currency.ts';
import { useMe } from '../../../lib/me.ts';
import { useShop } from '../../../lib/shop-query.ts';
import { OrdersList } from './orders-list.tsx';
import { ProductCard } from './product-card.tsx';
import './shop-page.css';
import { LoadFailed } from '../../../components/load-failed.tsx';

/** The town store (`/shop`): the catalogue as cards in the chosen currency, and the player's orders. */
export function ShopPage() {
  const { background, title } = PAGES.shop;
  const profileId = useMe()?.profileId ?? null;
  const [currency, setCurrency] = useCurrency();
  return (
    <Page background={background} title={title} className="shop">
      <PageTop page="shop">
        <CurrencySwitch className="shop__currency" value={currency} onChange={setCurrency} />
      </PageTop>
      <div className="page__body shop__body">
        <Catalogue profileId={profileId} />
        <OrdersList profileId={profileId} />
      </div>
    </Page>
  );
}

function Catalogue({ profileId }: { profileId: number | null }) {
  const headingId = useId();
  const shop = useShop(profileId);
  const [currency] = useCurrency();
  const cart = useCart(profileId);
  const toast = useToast();

  const add = (product: ShopProduct, variant: ShopVariant) => {
    const label = lineLabel(product.title, variant.title);
    if (cart.add(product, variant)) toast.show(`${label} is in your cart`, 'success');
    else toast.show(fieldMessage.maxAmount(label), 'error');
  };

  return (
    <section className="shop__catalogue" aria-labelledby={headingId}>
      <h2 id={headingId} className="page__pill">
        Products
      </h2>
      {shop.isPending ? (
        <p className="shop__status" role="status">
          Stocking the shelves…
        </p>
      ) : shop.isError ? (
        <LoadFailed className="shop__status" message="The store could not be loaded." onRetry={() => void shop.refetch()} />
      ) : shop.data.length === 0 ? (
        <EmptyState title="The shelves are empty">Nothing is for sale right now. New merch arrives from the workshop soon.</EmptyState>
      ) : (
        <ul className="shop__grid">
          {shop.data.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} currency={currency} onAdd={add} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
