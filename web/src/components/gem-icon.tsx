import './gem-icon.css';

export interface GemIconProps {
  className?: string;
  /** Draws a crack across the stone, for things that went wrong. */
  cracked?: boolean;
}

/** The town's sapphire, drawn inline so it shows before any image has loaded. Decorative. */
export function GemIcon({ className, cracked = false }: GemIconProps) {
  return (
    <svg
      className={`gem-icon${className ? ` ${className}` : ''}`}
      viewBox="0 0 120 112"
      aria-hidden="true"
      focusable="false"
    >
      <g className="gem-icon__facets">
        <polygon className="gem-icon__light" points="32,12 8,40 40,40" />
        <polygon className="gem-icon__mid" points="32,12 60,12 40,40" />
        <polygon className="gem-icon__pale" points="60,12 40,40 80,40" />
        <polygon className="gem-icon__mid" points="60,12 88,12 80,40" />
        <polygon className="gem-icon__dark" points="88,12 112,40 80,40" />
        <polygon className="gem-icon__mid" points="8,40 40,40 60,104" />
        <polygon className="gem-icon__light" points="40,40 80,40 60,104" />
        <polygon className="gem-icon__dark" points="80,40 112,40 60,104" />
      </g>
      <g className="gem-icon__lines">
        <path d="M8 40h104M32 12l8 28 20-28 20 28 8-28M40 40l20 64 20-64" />
      </g>
      <polygon className="gem-icon__outline" points="32,12 88,12 112,40 60,104 8,40" />
      {cracked ? <path className="gem-icon__crack" d="M70 14l-8 16 9 8-12 14 7 10-6 14" /> : null}
      {cracked ? null : <path className="gem-icon__sparkle" d="M108 0l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" />}
      <path className="gem-icon__glint" d="M44 20l-6 14" />
    </svg>
  );
}
