/**
 * The town's faceted sapphire, drawn in a 100 x 100 box and placed with x, y, size.
 * Shared by the logo, the town banner and the guide. Pure SVG group, no wrapper.
 */
export interface GemShapeProps {
  x?: number;
  y?: number;
  /** Width and height of the drawing box in the parent's units. */
  size?: number;
  /** Outline width in the parent's units. */
  line?: number;
  className?: string;
}

export function GemShape({ x = 0, y = 0, size = 100, line = 3, className }: GemShapeProps) {
  const k = size / 100;
  const w = line / k;
  return (
    <g className={className} transform={`translate(${x} ${y}) scale(${k})`}>
      {/* body */}
      <path d="M8 36 L28 10 H72 L92 36 L50 94 Z" fill="var(--sapphire)" />
      {/* facets: table, crown sides, pavilion light and dark */}
      <path d="M28 10 H72 L62 36 H38 Z" fill="#7fa4f2" />
      <path d="M8 36 L28 10 L38 36 Z" fill="#5b83e6" />
      <path d="M8 36 H38 L50 94 Z" fill="#4a74df" />
      <path d="M62 36 H92 L50 94 Z" fill="var(--sapphire-dark)" />
      <path d="M72 10 L92 36 H62 Z" fill="#2a52c0" />
      {/* facet lines */}
      <path
        d="M8 36 H92 M28 10 L38 36 L50 94 L62 36 L72 10"
        fill="none"
        stroke="var(--ink)"
        strokeWidth={w * 0.55}
        strokeLinejoin="round"
        strokeLinecap="round"
        opacity={0.75}
      />
      {/* outline */}
      <path
        d="M8 36 L28 10 H72 L92 36 L50 94 Z"
        fill="none"
        stroke="var(--ink)"
        strokeWidth={w}
        strokeLinejoin="round"
      />
      {/* sparkle */}
      <path d="M34 16 L40 16 L31 32 L26 32 Z" fill="#ffffff" opacity={0.8} />
      <path d="M44 46 L47 46 L43 58 L40 58 Z" fill="#ffffff" opacity={0.45} />
    </g>
  );
}
