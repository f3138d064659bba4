import type { CSSProperties } from 'react';
import type { RevealItem } from '../reveal-item.ts';
import { RevealCard } from './reveal-card.tsx';
import './reveal-card.css';

export interface CardFanProps {
  items: readonly RevealItem[];
  opened: readonly boolean[];
  onFlip: (index: number) => void;
}

/** The revealed cards: one card alone in the middle, several spread in a fan (SPEC section 4 "Chest"). */
export function CardFan({ items, opened, onFlip }: CardFanProps) {
  const n = items.length;
  // A wide fan for three, a tighter one as more cards share the same arc.
  const spread = n > 1 ? Math.min(10, 30 / (n - 1)) : 0;
  return (
    <div className={`card-fan${n === 1 ? ' card-fan--single' : ''}`} style={{ '--n': n } as CSSProperties} data-testid="card-fan">
      {items.map((item, i) => {
        const offset = i - (n - 1) / 2;
        const style = {
          '--fan-angle': `${offset * spread}deg`,
          '--fan-drop': `${Math.abs(offset) * Math.abs(offset) * 6}px`,
          '--fan-delay': `${i * 90}ms`,
        } as CSSProperties;
        return (
          <RevealCard key={item.id} item={item} opened={opened[i] ?? false} position={i + 1} total={n} onFlip={() => onFlip(i)} style={style} />
        );
      })}
    </div>
  );
}
