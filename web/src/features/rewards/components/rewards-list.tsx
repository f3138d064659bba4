import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/button.tsx';
import { dateLabel } from '../../../lib/date-label.ts';
import { useClaimReward } from '../api/claim-reward.ts';
import { unclaimed, useClaims, type Reward } from '../api/get-claims.ts';
import { REWARD_TEXTS } from '../reward-texts.ts';
import './rewards.css';

/** Claimed rewards kept in view below the ones waiting; the full story is the profile's score history. */
const CLAIMED_SHOWN = 5;

/**
 * The 'Rewards' list (SPEC section 7, GET /api/profile/claim): rewards waiting for a Claim first, then
 * the latest claimed ones. Nothing at all when the player has no rewards.
 */
export function RewardsList({ profileId, onClaimed }: { profileId: number; onClaimed: (reward: Reward) => void }) {
  const id = useId();
  const claims = useClaims(profileId);
  const claim = useClaimReward(profileId);
  const waiting = unclaimed(claims.data);
  const claimed = (claims.data ?? []).filter((r) => r.claimed_datetime !== null).slice(0, CLAIMED_SHOWN);
  const section = useRef<HTMLElement>(null);
  const refocus = useRef(false);
  // A claimed reward's button goes: the keyboard moves on to the next Claim, or to the list's title.
  useEffect(() => {
    if (!refocus.current || !section.current) return;
    refocus.current = false;
    if (document.activeElement !== document.body && document.activeElement !== null) return;
    (section.current.querySelector<HTMLElement>('.reward__claim') ?? section.current.querySelector<HTMLElement>('.rewards__title'))?.focus();
  }, [claims.data]);
  if (waiting.length === 0 && claimed.length === 0) return null;

  return (
    <section ref={section} className="rewards" aria-labelledby={id}>
      <h3 id={id} className="rewards__title" tabIndex={-1}>
        {REWARD_TEXTS.sectionTitle}
      </h3>
      <ul className="rewards__list">
        {[...waiting, ...claimed].map((r) => {
          const busy = claim.isPending && claim.variables === r.id;
          return (
            <li key={r.id} className={`reward${r.claimed_datetime ? ' reward--claimed' : ''}`}>
              <div className="reward__text">
                <p className="reward__what">{r.success_text}</p>
                <p className="reward__meta">
                  <span className="reward-points reward-points--small">{REWARD_TEXTS.points(r.cool_points)}</span>
                  <time dateTime={r.created_at}>{dateLabel(r.created_at)}</time>
                </p>
              </div>
              {r.claimed_datetime ? (
                <span className="reward__claimed">
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M5 12.5l4.5 4.5L19 7.5" />
                  </svg>
                  {REWARD_TEXTS.claimed}
                </span>
              ) : (
                <Button
                  className="reward__claim"
                  aria-label={`${REWARD_TEXTS.claim} ${REWARD_TEXTS.points(r.cool_points)}: ${r.success_text}`}
                  aria-disabled={busy || undefined}
                  onClick={() =>
                    claim.mutate(r.id, {
                      onSuccess: (reward) => {
                        refocus.current = true;
                        onClaimed(reward);
                      },
                    })
                  }
                >
                  {busy ? REWARD_TEXTS.claiming : REWARD_TEXTS.claim}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
