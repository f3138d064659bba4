import { MESSAGES } from '../../../domain/messages.ts';
import { Button } from './button.tsx';
import { FullScreen } from './full-screen.tsx';
import './logged-out.css';

export interface LoggedOutProps {
  onLogin: () => void;
}

/** "You have been logged out." with a Log in again button. */
export function LoggedOut({ onLogin }: LoggedOutProps) {
  return (
    <FullScreen tone="green" className="logged-out">
      <div className="full-screen__card">
        <svg className="logged-out__door" viewBox="0 -6 80 102" aria-hidden="true" focusable="false">
          <path className="logged-out__frame" d="M8 92V30a32 32 0 0 1 64 0v62z" />
          <path className="logged-out__panel" d="M18 92V32a22 22 0 0 1 44 0v60z" />
          <circle className="logged-out__knob" cx="52" cy="62" r="4" />
          <path className="logged-out__step" d="M2 92h76" />
        </svg>
        <h1 className="full-screen__title">{MESSAGES.loggedOut}</h1>
        <Button size="lg" onClick={onLogin}>
          {MESSAGES.logInAgain}
        </Button>
      </div>
    </FullScreen>
  );
}
