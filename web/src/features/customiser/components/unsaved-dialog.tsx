import { Dialog } from '../../../components/dialog.tsx';
import { Button } from '../../../components/button.tsx';

export interface UnsavedDialogProps {
  open: boolean;
  onStay: () => void;
  onDiscard: () => void;
}

/** Asked before unsaved changes are lost (leaving the page, or editing another avatar). */
export function UnsavedDialog({ open, onStay, onDiscard }: UnsavedDialogProps) {
  return (
    <Dialog open={open} onClose={onStay} title="Leave without saving?" closeLabel="Keep editing">
      <p className="unsaved-dialog__text">Your changes to this avatar are not saved yet. They will be lost if you go on.</p>
      <div className="unsaved-dialog__actions">
        <Button variant="secondary" onClick={onDiscard}>
          Discard changes
        </Button>
        <Button data-autofocus onClick={onStay}>
          Keep editing
        </Button>
      </div>
    </Dialog>
  );
}
