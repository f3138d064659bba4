import { Dialog } from '../../../components/dialog.tsx';
import type { SavedProfile } from '../api/update-settings.ts';
import { SettingsForm, type SettingsProfile } from './settings-form.tsx';

interface SettingsDialogProps {
  open: boolean;
  onClose: () => void;
  /** The player's own profile; the form starts from its safe word and newsletters. */
  profile: SettingsProfile | null | undefined;
  /** Called with the profile the server answers, so the app can update its copy. */
  onSaved: (profile: SavedProfile) => void;
}

/** The cog's dialog: the Settings form (SPEC section 2). */
export function SettingsDialog({ open, onClose, profile, onSaved }: SettingsDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Settings" className="settings-dialog">
      {profile ? (
        <SettingsForm
          profile={profile}
          onSaved={(saved) => {
            onSaved(saved);
            onClose();
          }}
        />
      ) : (
        <p role="status">Loading your settings…</p>
      )}
    </Dialog>
  );
}
