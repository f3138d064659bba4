import { RarityBadge } from '../../../components/rarity-badge.tsx';
import { TraitPicture } from '../../../components/trait-picture.tsx';
import type { BagItem } from '../api/get-bag.ts';

/** The bag's wearables as cards: art, name, rarity and how many are held. */
export function BagGrid({ items }: { items: BagItem[] }) {
  return (
    <ul className="bag-grid" aria-label="Wearables">
      {items.map(({ id, balance, trait }) => (
        <li key={id} className="bag-card">
          <span className="bag-card__art">
            <TraitPicture src={trait.displayImage} />
          </span>
          <span className="bag-card__name">{trait.displayName}</span>
          <span className="bag-card__meta">
            <RarityBadge rarity={trait.rarity} />
            <span className="bag-card__balance">
              <span aria-hidden="true">×{balance}</span>
              <span className="visually-hidden">{balance} held</span>
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
