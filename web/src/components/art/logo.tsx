/**
 * "Sapphire Town" wordmark: the faceted gem plus the name in chunky inked letters.
 * The text is fitted with textLength so it never overflows whichever rounded font loads.
 */
import { GemShape } from './gem-shape.tsx';

export interface LogoProps {
  className?: string;
}

const TEXT_PROPS = {
  x: 96,
  y: 68,
  fontFamily: 'var(--font)',
  fontWeight: 800,
  fontSize: 46,
  textLength: 316,
  lengthAdjust: 'spacingAndGlyphs',
} as const;

export function Logo({ className }: LogoProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 420 100"
      role="img"
      aria-label="Sapphire Town"
      xmlns="http://www.w3.org/2000/svg"
    >
      {/* soft lift under the gem */}
      <ellipse cx={46} cy={92} rx={26} ry={5} fill="var(--ink)" opacity={0.15} />
      <GemShape x={4} y={4} size={84} line={4.5} />
      {/* ink "lift" shadow, then the letters with an outline painted under the fill */}
      <text
        {...TEXT_PROPS}
        y={TEXT_PROPS.y + 4}
        fill="var(--ink)"
        stroke="var(--ink)"
        strokeWidth={6}
        strokeLinejoin="round"
        aria-hidden="true"
      >
        Sapphire Town
      </text>
      <text
        {...TEXT_PROPS}
        fill="var(--sapphire)"
        stroke="var(--ink)"
        strokeWidth={6}
        strokeLinejoin="round"
        paintOrder="stroke"
        aria-hidden="true"
      >
        Sapphire <tspan fill="var(--accent)">Town</tspan>
      </text>
    </svg>
  );
}
