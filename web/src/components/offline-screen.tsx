import { FullScreen } from './full-screen.tsx';
import { GemIcon } from './gem-icon.tsx';
import './button.css';
import './error-screen.css';

/**
 * What the signed-in town shows when the player's own profile could not be fetched because the network
 * is down and no copy was kept (a first visit offline), or a page whose script was never fetched:
 * not the "Oops!" of a real failure.
 */
export function OfflineScreen({
  onRetry,
  lead = 'Sapphire Town needs a connection to open the first time on this device. It opens as soon as you are back online.',
}: {
  onRetry: () => void;
  lead?: string;
}) {
  return (
    <FullScreen tone="cream" className="error-screen">
      <div className="full-screen__card">
        <GemIcon className="error-screen__gem" />
        <h1 className="full-screen__title">You are offline</h1>
        <p>{lead}</p>
        <button type="button" className="button button--primary button--lg" onClick={onRetry}>
          Try again
        </button>
      </div>
    </FullScreen>
  );
}
