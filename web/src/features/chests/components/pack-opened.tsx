import { Link } from 'react-router-dom';
import { RarityBadge } from '../../../components/rarity-badge.tsx';
import { TraitPicture } from '../../../components/trait-picture.tsx';
import type { RevealItem } from '../reveal-item.ts';
import './pack-opened.css';

export interface PackOpenedProps {
  items: readonly RevealItem[];
  slug: string;
  /** Called before either link navigates, so the pack is cleared on the way out. */
  onLeave: () => void;
}

/** The pack-opened screen: what arrived, and where to go with it. */
export function PackOpened({ items, slug, onLeave }: PackOpenedProps) {
  const count = items.length;
  return (
    <div className="pack-opened">
      <p className="pack-opened__lead" role="status">
        {count === 0 ? 'This chest was empty.' : count === 1 ? 'A new wearable is in your bag.' : `${count} new wearables are in your bag.`}
      </p>
      <ul className={`pack-opened__list${count > 5 ? ' pack-opened__list--long' : ''}`} aria-label="New wearables" tabIndex={count > 5 ? 0 : undefined}>
        {items.map(({ id, trait }) => (
          <li key={id} className="pack-opened__item" data-rarity={trait.rarity}>
            <span className="pack-opened__picture">
              <TraitPicture src={trait.displayImage} />
            </span>
            <span className="pack-opened__name">{trait.displayName}</span>
            <RarityBadge rarity={trait.rarity} />
          </li>
        ))}
      </ul>
      <div className="pack-opened__actions">
        <Link className="button button--primary button--md" to={`/${slug}/customise`} onClick={onLeave} data-autofocus>
          Try them on
        </Link>
        <Link className="button button--secondary button--md" to={`/${slug}/bag`} onClick={onLeave}>
          See your bag
        </Link>
      </div>
    </div>
  );
}
