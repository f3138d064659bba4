import type { MouseEvent } from 'react';
import { MESSAGES } from '../../../domain/messages.ts';
import { FullScreen } from './full-screen.tsx';
import { GemIcon } from './gem-icon.tsx';
import { UI_LABELS } from './labels.ts';
import './button.css';
import './error-screen.css';

export interface ErrorScreenProps {
  /** Replaces the page reload (tests, or a softer recovery). */
  onReload?: () => void;
}

/** "Oops!" with a Reload link. Needs no provider, so the error boundary can always show it. */
export function ErrorScreen({ onReload }: ErrorScreenProps) {
  // A real link to the current URL still works if scripts are broken or it is opened in a new tab.
  const reload = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (onReload) onReload();
    else window.location.reload();
  };
  return (
    <FullScreen tone="cream" className="error-screen">
      <div className="full-screen__card">
        <GemIcon className="error-screen__gem" cracked />
        <h1 className="full-screen__title">{MESSAGES.oops}</h1>
        <a className="button button--primary button--lg" href={window.location.href} onClick={reload}>
          {UI_LABELS.reload}
        </a>
      </div>
    </FullScreen>
  );
}
