import type { RewardPush } from '../../../../../domain/rewards.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { Button } from '../../../components/button.tsx';
import { useClaimReward } from '../api/claim-reward.ts';
import { useClaims, type Reward } from '../api/get-claims.ts';
import { GiftArt } from './reward-art.tsx';
import { REWARD_TEXTS } from '../reward-texts.ts';
import './rewards.css';

export interface RewardDialogProps {
  /** The pushed reward (DESIGN: `{ success_text, cool_points, claimable, id }`), or null when closed. */
  reward: RewardPush['message'] | null;
  profileId: number;
  onClose: () => void;
  /** Called once the points are in (claimed here, or granted at once). */
  onClaimed: (reward: Reward) => void;
}

/**
 * A reward has just arrived: what it is for, its cool points, and Claim when it is claimable. A reward
 * claimed meanwhile (in the inbox, another tab) shows as claimed rather than offering the button again.
 */
export function RewardDialog({ reward, profileId, onClose, onClaimed }: RewardDialogProps) {
  const claims = useClaims(reward ? profileId : null);
  const claim = useClaimReward(profileId);
  const stored = claims.data?.find((r) => r.id === reward?.id);
  const done = reward !== null && (!reward.claimable || (stored !== undefined && stored.claimed_datetime !== null));

  const claimNow = () => {
    if (!reward) return;
    claim.mutate(reward.id, {
      onSuccess: (claimed) => {
        onClaimed(claimed);
        onClose();
      },
    });
  };

  return (
    <Dialog open={reward !== null} onClose={onClose} title={REWARD_TEXTS.dialogTitle} className="reward-dialog">
      {reward ? (
        <div className="reward-dialog__body">
          <GiftArt className="reward-dialog__art" />
          <p className="reward-dialog__text">{reward.success_text}</p>
          <p className="reward-points">{REWARD_TEXTS.points(reward.cool_points)}</p>
          {done ? <p className="reward-dialog__note">{reward.claimable ? REWARD_TEXTS.claimedAlready : REWARD_TEXTS.addedAtOnce}</p> : null}
          <div className="reward-dialog__actions">
            {done ? (
              <Button onClick={onClose} data-autofocus>
                {REWARD_TEXTS.nice}
              </Button>
            ) : (
              <>
                <Button onClick={claimNow} aria-disabled={claim.isPending || undefined} data-autofocus>
                  {claim.isPending ? REWARD_TEXTS.claiming : REWARD_TEXTS.claim}
                </Button>
                <Button variant="ghost" onClick={onClose}>
                  {REWARD_TEXTS.later}
                </Button>
              </>
            )}
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
