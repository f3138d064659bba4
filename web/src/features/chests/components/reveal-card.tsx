import type { CSSProperties } from 'react';
import { GemShape } from '../../../components/art/gem-shape.tsx';
import { RarityBadge } from '../../../components/rarity-badge.tsx';
import { TraitPicture } from '../../../components/trait-picture.tsx';
import { rarityLabel, type RevealItem } from '../reveal-item.ts';

export interface RevealCardProps {
  item: RevealItem;
  opened: boolean;
  /** 1-based place in the fan, for the face-down card's name. */
  position: number;
  total: number;
  onFlip: () => void;
  style?: CSSProperties;
}

/** The back of every card: the town's gem on a sapphire field with a gold border. */
function CardBack() {
  return (
    <svg viewBox="0 0 120 160" aria-hidden="true" focusable="false">
      <rect x={4} y={4} width={112} height={152} rx={10} fill="var(--sapphire-dark)" />
      <rect x={12} y={12} width={96} height={136} rx={6} fill="none" stroke="var(--gold)" strokeWidth={3} />
      {[0, 1, 2, 3].map((row) =>
        [0, 1, 2].map((col) => <circle key={`${row}-${col}`} cx={30 + col * 30} cy={30 + row * 33} r={2.5} fill="var(--sapphire-light)" opacity={0.5} />),
      )}
      <circle cx={60} cy={80} r={30} fill="var(--sapphire)" stroke="var(--gold)" strokeWidth={3} />
      <GemShape x={40} y={60} size={40} line={2.5} />
    </svg>
  );
}

/**
 * One card of the reveal: face down until pressed (Enter and Space too, as a button), then it turns to
 * show the wearable's picture, name and rarity. The turn is a 3D flip, or a plain swap under reduced motion.
 */
export function RevealCard({ item, opened, position, total, onFlip, style }: RevealCardProps) {
  const { trait } = item;
  return (
    <button
      type="button"
      className={`reveal-card${opened ? ' reveal-card--opened' : ''}`}
      data-rarity={trait.rarity}
      aria-label={opened ? `${trait.displayName}, ${rarityLabel(trait.rarity)}` : `Turn over card ${position} of ${total}`}
      aria-disabled={opened}
      onClick={opened ? undefined : onFlip}
      style={style}
    >
      <span className="reveal-card__inner">
        <span className="reveal-card__side reveal-card__back">
          <CardBack />
        </span>
        <span className="reveal-card__side reveal-card__face" aria-hidden="true">
          <span className="reveal-card__picture">
            <TraitPicture src={trait.displayImage} />
          </span>
          <span className="reveal-card__name" title={trait.displayName}>
            {trait.displayName}
          </span>
          <RarityBadge rarity={trait.rarity} />
        </span>
      </span>
    </button>
  );
}
