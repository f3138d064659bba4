import { RARITY_LABELS, type Rarity } from '../../../domain/traits.ts';
import './rarity-badge.css';

/** A wearable's rarity as a small coloured tag; nothing for NONE (bodies). */
export function RarityBadge({ rarity }: { rarity: Rarity }) {
  if (rarity === 'NONE') return null;
  return (
    <span className={`rarity rarity--${rarity.toLowerCase()}`}>
      {RARITY_LABELS[rarity]}
    </span>
  );
}
