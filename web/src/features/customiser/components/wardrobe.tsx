import { useId } from 'react';
import { RarityBadge } from '../../../components/rarity-badge.tsx';
import { TraitPicture } from '../../../components/trait-picture.tsx';
import type { ItemView } from '../../../lib/bootstrap-query.ts';
import { VaultMark } from '../../../components/vault-mark.tsx';
import type { WardrobeGroup } from '../customiser-model.ts';
import { isRequired } from '../customiser-model.ts';
import { TRAIT_TYPE_LABELS } from '../labels.ts';

export interface WardrobeProps {
  groups: WardrobeGroup[];
  worn: ReadonlySet<number>;
  onToggle: (item: ItemView) => void;
}

/** The player's wearables that fit the avatar, by trait type; each one a toggle button. */
export function Wardrobe({ groups, worn, onToggle }: WardrobeProps) {
  return (
    <div className="wardrobe">
      {groups.map((group) => (
        <WardrobeShelf key={group.traitType} group={group} worn={worn} onToggle={onToggle} />
      ))}
    </div>
  );
}

function WardrobeShelf({ group, worn, onToggle }: { group: WardrobeGroup } & Omit<WardrobeProps, 'groups'>) {
  const id = useId();
  return (
    <section className="wardrobe__shelf" aria-labelledby={id}>
      <h3 id={id} className="wardrobe__title">
        {TRAIT_TYPE_LABELS[group.traitType]}
      </h3>
      <ul className="wardrobe__items">
        {group.items.map((item) => (
          <li key={item.id}>
            <ItemButton item={item} on={worn.has(item.id)} onToggle={onToggle} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ItemButton({ item, on, onToggle }: { item: ItemView; on: boolean; onToggle: (item: ItemView) => void }) {
  const { trait } = item;
  const locked = on && isRequired(item);
  return (
    <button
      type="button"
      className="wardrobe__item"
      aria-pressed={on}
      aria-disabled={locked || undefined}
      title={locked ? `${trait.displayName} stays on: every avatar needs a body` : undefined}
      onClick={() => {
        if (!locked) onToggle(item);
      }}
    >
      <span className="wardrobe__art">
        <TraitPicture src={trait.displayImage} sizes="96px" />
      </span>
      <span className="wardrobe__name">{trait.displayName}</span>
      <RarityBadge rarity={trait.rarity} />
      <VaultMark thing={item} />
      {on ? (
        <span className="wardrobe__worn" aria-hidden="true">
          <svg viewBox="0 0 24 24" focusable="false" aria-hidden="true">
            <path d="M6 12.5l4 4 8-9" />
          </svg>
        </span>
      ) : null}
    </button>
  );
}
