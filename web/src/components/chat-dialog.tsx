import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { UI_LABELS } from './labels.ts';
import './chat-dialog.css';

export interface ChatDialogProps {
  open: boolean;
  onClose: () => void;
  /** One speech bubble per entry, shown in order. */
  messages: ReactNode[];
  /** The character who speaks (an avatar or drawing); it also names the dialog. */
  speaker?: ReactNode;
  /** 'rtl': speaker on the right, tail pointing right; 'ltr' mirrors it. */
  direction?: 'rtl' | 'ltr';
  /** Called by the last step's Close button instead of `onClose`. */
  onFinish?: () => void;
}

/** A multi-step chat-bubble dialog with Back / Next / Close; Left and Right arrows step too. */
export function ChatDialog({ open, onClose, messages, speaker, direction = 'rtl', onFinish }: ChatDialogProps) {
  const id = useId();
  const [index, setIndex] = useState(0);
  // Each opening starts from the first message.
  useEffect(() => {
    if (!open) setIndex(0);
  }, [open]);

  const count = messages.length;
  const step = Math.min(index, Math.max(count - 1, 0));
  const isFirst = step === 0;
  const isLast = step >= count - 1;
  const back = () => setIndex(Math.max(step - 1, 0));
  const next = () => setIndex(Math.min(step + 1, Math.max(count - 1, 0)));
  const finish = onFinish ?? onClose;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === 'ArrowRight' && !isLast) next();
    else if (event.key === 'ArrowLeft' && !isFirst) back();
    else return;
    event.preventDefault();
  };

  const speakerId = `${id}speaker`;
  const bubbleId = `${id}bubble`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      className={`chat-dialog chat-dialog--${direction}`}
      // The speaker alone may be a mute drawing, so the first words of the bubble complete the name.
      labelledBy={speaker != null ? `${speakerId} ${bubbleId}` : bubbleId}
      onKeyDown={handleKeyDown}
      // The footer's last step already says 'Close'; two controls with one name confuse screen readers.
      closeLabel="Dismiss conversation"
    >
      <div className="chat-dialog__scene">
        {speaker != null ? (
          <div id={speakerId} className="chat-dialog__speaker">
            {speaker}
          </div>
        ) : null}
        <div id={bubbleId} className="chat-dialog__bubble" aria-live="polite" aria-atomic="true">
          {messages[step]}
        </div>
      </div>
      <div className="chat-dialog__footer">
        {/* Not live: the bubble above announces each message, and the count after it would be read as well. */}
        <p className="chat-dialog__step">
          {count > 0 ? `${step + 1} / ${count}` : null}
        </p>
        <div className="chat-dialog__actions">
          {/* aria-disabled keeps focus on Back when it reaches the first message (disabled would drop it). */}
          <Button variant="secondary" aria-disabled={isFirst} onClick={back}>
            {UI_LABELS.back}
          </Button>
          <Button variant="primary" data-autofocus onClick={isLast ? finish : next}>
            {isLast ? UI_LABELS.close : UI_LABELS.next}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
