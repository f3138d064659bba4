import { FullScreen } from './full-screen.tsx';
import { GemIcon } from './gem-icon.tsx';
import './splash.css';

export interface SplashProps {
  /** The boot status, e.g. 'Bootstrapping'. */
  status?: string;
  /** What is happening, e.g. MESSAGES.requestingCredentials. */
  text?: string;
}

/** The loading screen: the town's gem bobbing over a hill, with the boot status. */
export function Splash({ status, text }: SplashProps) {
  return (
    <FullScreen tone="sky" role="status" className="splash">
      <div className="splash__stage" aria-hidden="true">
        <GemIcon className="splash__gem" />
        <span className="splash__shadow" />
      </div>
      {status ? <p className="splash__status">{status}</p> : null}
      {text ? <p className="splash__text">{text}</p> : null}
    </FullScreen>
  );
}
