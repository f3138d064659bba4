import './progress-dots.css';

interface ProgressDotsProps {
  count: number;
  /** Zero-based index of the current dot. */
  current: number;
  /** What the dots measure, for screen readers: "Page" gives "Page 3 of 7". */
  unit: string;
  /** Shown beside the dots (the stage's name); the counter is shown when absent. */
  label?: string;
}

/** A row of dots with the current one filled, plus a label or an "n / count" counter. */
export function ProgressDots({ count, current, unit, label }: ProgressDotsProps) {
  return (
    <div className="progress-dots">
      <span className="visually-hidden">{`${unit} ${current + 1} of ${count}${label ? `: ${label}` : ''}`}</span>
      <span className="progress-dots__row" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <span key={i} className={`progress-dots__dot${i === current ? ' progress-dots__dot--on' : i < current ? ' progress-dots__dot--done' : ''}`} />
        ))}
      </span>
      <span className="progress-dots__label" aria-hidden="true">{label ?? `${current + 1} / ${count}`}</span>
    </div>
  );
}
