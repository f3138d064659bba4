import './load-failed.css';

/**
 * What a part of a page shows when its data could not be loaded: the reason in plain words and a
 * 'Try again' button that fetches it again. `className` places it in its surroundings.
 */
export function LoadFailed({ message, onRetry, className }: { message: string; onRetry: () => void; className: string }) {
  return (
    <div className={className} role="alert">
      <p>{message}</p>
      <button type="button" className="load-failed__retry" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
