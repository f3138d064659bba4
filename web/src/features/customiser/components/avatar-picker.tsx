import { avatarImageSrc } from '../../../lib/avatar-image.ts';
import type { AvatarCard } from '../../../lib/bootstrap-query.ts';
import { avatarLabel } from '../../../../../domain/avatar-labels.ts';
import { VaultMark } from '../../../components/vault-mark.tsx';
import { heldInVault } from '../../../lib/vault-held.ts';

export interface AvatarPickerProps {
  avatars: AvatarCard[];
  selectedId: number;
  onSelect: (avatar: AvatarCard) => void;
}

/** The player's avatars (explorer, cats, wolves) as cards, the vault's marked; the one being edited is pressed. */
export function AvatarPicker({ avatars, selectedId, onSelect }: AvatarPickerProps) {
  return (
    <div className="avatar-picker" role="group" aria-label="Your avatars">
      {avatars.map((avatar) => (
        <button
          key={avatar.id}
          type="button"
          className="avatar-picker__card"
          aria-pressed={avatar.id === selectedId}
          onClick={() => onSelect(avatar)}
        >
          <img src={avatarImageSrc(avatar.image, 320, 'HEAD')} alt="" width={64} height={64} decoding="async" />
          <span className="avatar-picker__name">{avatarLabel(avatar)}</span>
          {/* The vault's profile picture is the vault's, not this player's. */}
          {avatar.pfp && !heldInVault(avatar) ? <span className="avatar-picker__pfp">Profile picture</span> : null}
          <VaultMark thing={avatar} />
        </button>
      ))}
    </div>
  );
}
