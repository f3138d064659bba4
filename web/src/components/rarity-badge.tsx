import type { Rarity } from '../../../domain/traits.ts';
import './rarity-badge.css';

const LABELS: Record<Rarity, string> = { NONE: '', COMMON: 'Common', UNCOMMON: 'Uncommon', RARE: 'Rare', EPIC: 'Epic', LEGENDARY: 'Legendary' };

/** A wearable's rarity as a small coloured tag; nothing for NONE (bodies). */
export function RarityBadge({ rarity }: { rarity: Rarity }) {
  if (rarity === 'NONE') return null;
  return (
    <span className={`rarity rarity--${rarity.toLowerCase()}`}>
      {LABELS[rarity]}
    </span>
  );
}
