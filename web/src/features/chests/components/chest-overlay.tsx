import { useEffect, useId, useRef } from 'react';
import { Dialog } from '../../../components/dialog.tsx';
import type { RevealItem } from '../reveal-item.ts';
import type { RevealStage } from '../reveal-clock.ts';
import { useChestReveal } from '../use-chest-reveal.ts';
import { CardFan } from './card-fan.tsx';
import { ChestArt } from '../../../components/art/chest-art.tsx';
import { PackOpened } from './pack-opened.tsx';
import './chest-overlay.css';

export interface ChestOverlayProps {
  /** Whether a pack is being opened or shown (the pack flag, or contents). */
  open: boolean;
  chestName: string;
  /** The delivered items; null while the chest is still being opened on the server. */
  items: readonly RevealItem[] | null;
  slug: string;
  onClose: () => void;
}

/**
 * The chest-opening and card-reveal overlay (SPEC section 2): the chest shakes, opens, the cards come
 * out and turn over, and the pack-opened screen says what arrived. It can be closed only at the end.
 */
export function ChestOverlay(props: ChestOverlayProps) {
  return props.open ? <OpenOverlay {...props} /> : null;
}

const CAPTIONS: Partial<Record<RevealStage | 'opening', string>> = {
  opening: 'Opening your chest…',
  closed: 'Opening your chest…',
  open: 'Something is glowing inside!',
};

function revealCaption(count: number, opened: readonly boolean[]): string {
  if (opened.every(Boolean)) return count === 1 ? 'It is yours!' : 'All yours!';
  return count === 1 ? 'Tap the card to turn it over.' : 'Tap a card to turn it over.';
}

function OpenOverlay({ chestName, items, slug, onClose }: ChestOverlayProps) {
  const titleId = useId();
  const reveal = useChestReveal(items ? items.length : null);
  const { stage } = reveal;
  // Until the items are in, the chest sits closed as in the clock's first second.
  const chest = stage === 'opening' || stage === 'closed' ? 'closed' : stage === 'open' ? 'open' : null;
  const body = useRef<HTMLDivElement>(null);

  // Focus follows the story: onto the first card when the cards come out, onto the first link at the end.
  useEffect(() => {
    const target = stage === 'reveal' ? '.reveal-card' : stage === 'done' ? '[data-autofocus]' : null;
    if (target) body.current?.querySelector<HTMLElement>(target)?.focus();
  }, [stage]);

  return (
    <Dialog open onClose={onClose} labelledBy={titleId} className={`chest-stage chest-stage--${chest ?? stage}`} dismissible={stage === 'done'}>
      <div ref={body} className="chest-stage__body" data-stage={stage}>
        <h2 id={titleId} className="chest-stage__title">
          {stage === 'done' ? 'Pack opened!' : chestName}
        </h2>
        {chest ? (
          <div className="chest-stage__scene">
            <div className="chest-stage__rays" aria-hidden="true" />
            <ChestArt open={chest === 'open'} className="chest-stage__chest" label={chest === 'open' ? 'An open chest, glowing' : 'A closed chest'} />
          </div>
        ) : null}
        {stage === 'reveal' && items ? <CardFan items={items} opened={reveal.opened} onFlip={reveal.flip} /> : null}
        {stage === 'done' && items ? <PackOpened items={items} slug={slug} onLeave={onClose} /> : null}
        <p className="chest-stage__caption" aria-live="polite">
          {stage === 'reveal' ? revealCaption(items?.length ?? 0, reveal.opened) : (CAPTIONS[stage] ?? '')}
        </p>
      </div>
    </Dialog>
  );
}
