import { useId, useState } from 'react';
import { SIDEKX_KEY } from '../../../../../domain/wearables.ts';
import { TraitPicture } from '../../../components/trait-picture.tsx';
import { useMe, type Me } from '../../../lib/me.ts';
import { useTokens } from '../../../lib/tokens-query.ts';
import { parseSelection, SLOTS, tokenIn, type SidekxSlot } from '../sidekx-selection.ts';
import { SidekxDialog } from './sidekx-dialog.tsx';
import './sidekx.css';

/** 'Your Sidekx' on the player's own profile page; nothing on anyone else's. */
export function SidekxSlots({ slug }: { slug: string }) {
  const me = useMe();
  return me && me.slug.toLowerCase() === slug.toLowerCase() ? <OwnSidekx me={me} /> : null;
}

/** The three slots (Sage, Milo, Bones), each showing its Sidekx or empty; pressing one opens the picker. */
function OwnSidekx({ me }: { me: Me }) {
  const titleId = useId();
  const tokens = useTokens(me.profileId);
  const selection = parseSelection(me.values[SIDEKX_KEY]);
  const [picking, setPicking] = useState<SidekxSlot | null>(null);
  const byId = new Map((tokens.data ?? []).map((t) => [t.tokenId, t]));

  return (
    <section className="card sidekx" aria-labelledby={titleId}>
      <h2 id={titleId} className="sidekx__title">Your Sidekx</h2>
      <ul className="sidekx__slots">
        {SLOTS.map((slot) => {
          const id = tokenIn(selection, slot);
          const token = id === null ? undefined : byId.get(id);
          return (
            <li key={slot}>
              <button
                type="button"
                className={`sidekx-slot${token ? '' : ' sidekx-slot--empty'}`}
                onClick={() => setPicking(slot)}
                aria-label={`${slot} slot: ${token ? token.metadata.name : 'empty'}. Choose a Sidekx`}
              >
                <span className="sidekx-slot__picture" aria-hidden="true">
                  {token ? <TraitPicture src={token.metadata.thumbnail_url} /> : <span className="sidekx-slot__plus">+</span>}
                </span>
                <span className="sidekx-slot__label">{slot}</span>
                <span className="sidekx-slot__name">{token ? token.metadata.name : 'Empty'}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <SidekxDialog
        slot={picking}
        tokens={tokens.data ?? []}
        loading={tokens.isPending}
        selection={selection}
        me={me}
        onClose={() => setPicking(null)}
      />
    </section>
  );
}
