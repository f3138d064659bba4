import { MESSAGES } from '../../../domain/messages.ts';
import { FullScreen } from './full-screen.tsx';
import './please-wait.css';

export interface PleaseWaitProps {
  text?: string;
}

/** A full-screen wait with hopping dots; the text defaults to "Please wait...". */
export function PleaseWait({ text = MESSAGES.pleaseWait }: PleaseWaitProps) {
  return (
    <FullScreen tone="cream" role="status" className="please-wait">
      <span className="please-wait__dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <p className="please-wait__text">{text}</p>
    </FullScreen>
  );
}
