import type { CSSProperties } from 'react';
import { SIDEKX_GRID_COLUMNS } from '../../../../../domain/traits.ts';
import { SIDEKX_KEY } from '../../../../../domain/wearables.ts';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { TraitPicture } from '../../../components/trait-picture.tsx';
import type { Me } from '../../../lib/me.ts';
import { softDisabled } from '../../../lib/soft-disabled.ts';
import { VaultMark } from '../../../components/vault-mark.tsx';
import type { UserToken } from '../../../lib/tokens-query.ts';
import { useSaveSidekx } from '../api/save-sidekx.ts';
import { keepHeld, place, serialise, slotOf, tokenIn, type Selection, type SidekxSlot } from '../sidekx-selection.ts';
import { MarketLink } from './sidekx-market-link.tsx';

export interface SidekxDialogProps {
  /** The slot being filled; null keeps the dialog closed. */
  slot: SidekxSlot | null;
  tokens: readonly UserToken[];
  loading: boolean;
  selection: Selection;
  me: Me;
  onClose: () => void;
}

/**
 * The 'Your Sidekx' picker (SPEC section 2): the player's Sidekx in a 3-column grid. A Sidekx already in
 * another slot is shown disabled; choosing one saves at once and closes. A failed save shows a toast
 * (the shared error handling) and leaves the picker open.
 */
export function SidekxDialog({ slot, tokens, loading, selection, me, onClose }: SidekxDialogProps) {
  const save = useSaveSidekx();
  const current = slot ? tokenIn(selection, slot) : null;

  const choose = (tokenId: number | null) => {
    if (!slot || save.isPending) return;
    if (tokenId === current) return onClose();
    // A Sidekx the player no longer holds leaves its slot, or the server would refuse the whole save.
    const kept = keepHeld(selection, new Set(tokens.map((t) => t.tokenId)));
    const next = place(kept, slot, tokenId);
    if (next === kept) return;
    save.mutate(
      { value: serialise(next), profileId: me.profileId },
      {
        onSuccess: (stored) => {
          me.remember([{ key: SIDEKX_KEY, value: stored.value }]);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open={slot !== null} onClose={onClose} title="Your Sidekx" className="sidekx-dialog">
      {loading ? (
        <p className="sidekx-dialog__lead">Looking for your Sidekx…</p>
      ) : tokens.length === 0 ? (
        <div className="sidekx-dialog__none">
          <p className="sidekx-dialog__none-title">No Sidekx found!</p>
          <p className="sidekx-dialog__lead">Sidekx are companion tokens. Once you hold one, it shows up here.</p>
          <MarketLink />
        </div>
      ) : (
        <>
          <p className="sidekx-dialog__lead">Choose a Sidekx for the {slot} slot.</p>
          <ul className="sidekx-grid" style={{ '--columns': SIDEKX_GRID_COLUMNS } as CSSProperties} aria-busy={save.isPending}>
            {tokens.map((token) => {
              const where = slotOf(selection, token.tokenId);
              const elsewhere = where !== null && where !== slot;
              return (
                <li key={token.tokenId}>
                  <button
                    type="button"
                    className="sidekx-token"
                    disabled={elsewhere}
                    aria-pressed={where === slot}
                    {...softDisabled(save.isPending, () => choose(token.tokenId))}
                  >
                    <span className="sidekx-token__picture">
                      <TraitPicture src={token.metadata.thumbnail_url} />
                    </span>
                    <span className="sidekx-token__name">{token.metadata.name}</span>
                    <VaultMark thing={token} />
                    {elsewhere ? <span className="sidekx-token__note">In {where}</span> : null}
                    {where === slot ? <span className="sidekx-token__note sidekx-token__note--here">Chosen</span> : null}
                  </button>
                </li>
              );
            })}
          </ul>
          {current !== null ? (
            <div className="sidekx-dialog__actions">
              <Button variant="secondary" onClick={() => choose(null)} aria-disabled={save.isPending || undefined}>
                Empty the {slot} slot
              </Button>
            </div>
          ) : null}
        </>
      )}
    </Dialog>
  );
}
