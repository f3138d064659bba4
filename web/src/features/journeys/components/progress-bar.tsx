/** A chunky progress bar with its words beside it: 'Croak the frog 3 / 5'. */
export function ProgressBar({ label, value, max }: { label: string; value: number; max: number }) {
  const shown = Math.max(0, Math.min(max, value));
  const ratio = max > 0 ? shown / max : 0;
  return (
    <div className="progress">
      <p className="progress__label">
        <span>{label}</span> <span className="progress__count">{shown} / {max}</span>
      </p>
      <div className="progress__track" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={max} aria-valuenow={shown} aria-valuetext={`${shown} of ${max}`}>
        <span className="progress__fill" style={{ width: `${ratio * 100}%` }} data-full={shown >= max || undefined} />
      </div>
    </div>
  );
}
