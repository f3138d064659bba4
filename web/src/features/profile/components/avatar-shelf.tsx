import { useId } from 'react';
import { asWebp, avatarImageSrc } from '../../../lib/avatar-image.ts';
import { avatarLabel } from '../../../../../domain/avatar-labels.ts';
import type { BagAvatar } from '../api/get-bag.ts';
import { VaultMark } from '../../../components/vault-mark.tsx';
import { HELD_IN_VAULT, heldInVault } from '../../../lib/vault-held.ts';

/** Every avatar a player holds, small, the profile picture first. */
export function AvatarShelf({ avatars, username }: { avatars: BagAvatar[]; username: string }) {
  const titleId = useId();
  const ordered = [...avatars].sort((a, b) => Number(b.pfp) - Number(a.pfp));
  return (
    <section className="card avatar-shelf" aria-labelledby={titleId}>
      <h2 id={titleId} className="avatar-shelf__title">
        {username}'s avatars
      </h2>
      <ul className="avatar-shelf__list">
        {ordered.map((avatar) => (
          <li key={avatar.id} className="avatar-shelf__avatar">
            <img src={avatarImageSrc(asWebp(avatar.image), 320)} alt="" width={120} height={120} loading="lazy" decoding="async" />
            <span className="avatar-shelf__name">{avatarLabel(avatar)}</span>
            {avatar.pfp && !heldInVault(avatar) ? <span className="avatar-shelf__pfp">Profile picture</span> : null}
            <VaultMark thing={avatar} label={HELD_IN_VAULT} />
          </li>
        ))}
      </ul>
    </section>
  );
}
