import type { ReactNode } from 'react';
import { Dialog } from './dialog.tsx';
import './text-dialog.css';

export interface TextDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Plain text; line breaks are kept. */
  text?: string;
  /** Richer content, shown after `text`. */
  children?: ReactNode;
}

/** A dialog that just shows some text: terms, info messages. */
export function TextDialog({ open, onClose, title, text, children }: TextDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} className="text-dialog">
      {text ? <p className="text-dialog__text">{text}</p> : null}
      {children}
    </Dialog>
  );
}
