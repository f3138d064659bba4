import { RarityBadge } from '../../../components/rarity-badge.tsx';
import { TraitPicture } from '../../../components/trait-picture.tsx';
import { VaultMark } from '../../../components/vault-mark.tsx';
import { HELD_IN_VAULT } from '../../../lib/vault-held.ts';
import type { BagItem } from '../api/get-bag.ts';

/** The bag's wearables as cards: art, name, rarity and how many are held; a vault's lent ones are marked. */
export function BagGrid({ items }: { items: BagItem[] }) {
  return (
    <ul className="bag-grid" aria-label="Wearables">
      {items.map((item) => (
        <li key={item.id} className="bag-card">
          <span className="bag-card__art">
            <TraitPicture src={item.trait.displayImage} />
          </span>
          <span className="bag-card__name">{item.trait.displayName}</span>
          <span className="bag-card__meta">
            <RarityBadge rarity={item.trait.rarity} />
            <span className="bag-card__balance">
              <span aria-hidden="true">×{item.balance}</span>
              <span className="visually-hidden">{item.balance} held</span>
            </span>
          </span>
          <VaultMark thing={item} label={HELD_IN_VAULT} />
        </li>
      ))}
    </ul>
  );
}
