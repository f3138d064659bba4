import { Link } from 'react-router-dom';
import { Dialog } from '../../../components/dialog.tsx';
import { Button } from '../../../components/button.tsx';
import { avatarImageSrc } from '../../../lib/avatar-image.ts';
import type { AvatarCard } from '../../../lib/bootstrap-query.ts';
import { avatarLabel } from '../../../../../domain/avatar-labels.ts';

export interface SavedDialogProps {
  /** The avatar just saved, or null when the dialog is closed. */
  avatar: AvatarCard | null;
  slug: string;
  onClose: () => void;
}

/** The change-success state (SPEC section 4): the saved look as the town now shows it, until closed. */
export function SavedDialog({ avatar, slug, onClose }: SavedDialogProps) {
  return (
    <Dialog open={avatar !== null} onClose={onClose} title="Looking good!" className="saved-dialog">
      {avatar ? (
        <div className="saved-dialog__body">
          <img className="saved-dialog__picture" src={avatarImageSrc(avatar.image, 425)} alt={`${avatarLabel(avatar)}, as saved`} width={240} height={240} />
          <p>Your changes are saved. {avatarLabel(avatar)} is your profile picture now.</p>
          <div className="saved-dialog__actions">
            <Link className="button button--secondary button--md" to={`/${slug}`}>
              See your profile
            </Link>
            <Button data-autofocus onClick={onClose}>
              Keep customising
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
