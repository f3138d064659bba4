/**
 * Crests of the two sides a resident can join (SPEC section 2, SIDE): the town's own sapphire
 * crest and the Shadow Wolves' moonlit wolf. Square 200 x 200 shields.
 */
import type { ReactNode } from 'react';
import { GemShape } from './gem-shape.tsx';

/** Props of both crests. */
export interface EmblemProps {
  /** Rendered width and height in px (default 120). */
  size?: number;
  className?: string;
}

const SHIELD = 'M100 12 C128 24 156 24 178 18 C184 98 162 152 100 188 C38 152 16 98 22 18 C44 24 72 24 100 12 Z';
const NO_LINE = { stroke: 'none' } as const;

function Crest({ size = 120, className, label, fill, trim, children }: EmblemProps & { label: string; fill: string; trim: string; children: ReactNode }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 200 200" role="img" aria-label={label} xmlns="http://www.w3.org/2000/svg">
      <g stroke="var(--ink)" strokeWidth={3} strokeLinejoin="round" strokeLinecap="round">
        <path d={SHIELD} fill={fill} strokeWidth={4} />
        <path d={SHIELD} fill="none" stroke={trim} strokeWidth={4} transform="translate(100 100) scale(0.86) translate(-100 -100)" />
        {children}
      </g>
    </svg>
  );
}

function Sparkle({ x, y, r, fill = 'var(--gold)' }: { x: number; y: number; r: number; fill?: string }) {
  const s = r * 0.36;
  return <path d={`M${x} ${y - r} L${x + s} ${y - s} L${x + r} ${y} L${x + s} ${y + s} L${x} ${y + r} L${x - s} ${y + s} L${x - r} ${y} L${x - s} ${y - s} Z`} fill={fill} strokeWidth={2} />;
}

/** The town's own side: a sapphire on a pale blue shield between two laurel sprigs. */
export function SapphireCrest(props: EmblemProps) {
  return (
    <Crest {...props} label="Sapphire Town crest" fill="var(--sapphire-light)" trim="#ffffff">
      <g fill="#6db552">
        {[0, 1, 2].map((i) => (
          <g key={i}>
            <ellipse cx={52 + i * 4} cy={120 - i * 22} rx={6} ry={11} transform={`rotate(${-28 + i * 8} ${52 + i * 4} ${120 - i * 22})`} />
            <ellipse cx={148 - i * 4} cy={120 - i * 22} rx={6} ry={11} transform={`rotate(${28 - i * 8} ${148 - i * 4} ${120 - i * 22})`} />
          </g>
        ))}
      </g>
      <path d="M58 136 C66 150 80 158 94 160 M142 136 C134 150 120 158 106 160" fill="none" stroke="#559c40" strokeWidth={4} />
      <GemShape x={56} y={50} size={88} line={3} />
      <Sparkle x={146} y={52} r={9} />
      <Sparkle x={60} y={48} r={6} />
    </Crest>
  );
}

const FUR = '#9aa3b8';
const FUR_LIGHT = '#eef0f6';

/** The Shadow Wolves: a friendly wolf under a crescent moon on a dusk-purple shield. */
export function WolfCrest(props: EmblemProps) {
  return (
    <Crest {...props} label="Shadow Wolves crest" fill="#5b5580" trim="#8a82b8">
      <path d="M56 44 A16 16 0 1 0 76 66 A12 12 0 1 1 56 44 Z" fill="var(--gold)" strokeWidth={2.5} />
      <Sparkle x={146} y={48} r={7} fill="#fff3c4" />
      <Sparkle x={128} y={36} r={4} fill="#fff3c4" />
      {/* ears */}
      <path d="M62 98 L64 52 L94 78 Z" fill={FUR} />
      <path d="M138 98 L136 52 L106 78 Z" fill={FUR} />
      <path d="M68 88 L69 64 L84 78 Z M132 88 L131 64 L116 78 Z" fill="#e8b4c0" {...NO_LINE} />
      {/* head with cheek tufts */}
      <path
        d="M100 70 C122 70 140 82 142 104 L154 114 L140 120 C136 130 128 136 120 142 L112 156 C106 162 94 162 88 156 L80 142 C72 136 64 130 60 120 L46 114 L58 104 C60 82 78 70 100 70 Z"
        fill={FUR}
      />
      <path d="M100 74 L92 100 H108 Z" fill={FUR_LIGHT} {...NO_LINE} />
      <path d="M82 122 C82 110 118 110 118 122 L112 148 C108 154 92 154 88 148 Z" fill={FUR_LIGHT} />
      {/* eyes, nose, smile */}
      <ellipse cx={82} cy={106} rx={6} ry={7} fill="var(--ink)" {...NO_LINE} />
      <ellipse cx={118} cy={106} rx={6} ry={7} fill="var(--ink)" {...NO_LINE} />
      <circle cx={84} cy={103} r={2.2} fill="#ffffff" {...NO_LINE} />
      <circle cx={120} cy={103} r={2.2} fill="#ffffff" {...NO_LINE} />
      <ellipse cx={68} cy={122} rx={6} ry={3.5} fill="#f29a7e" opacity={0.6} {...NO_LINE} />
      <ellipse cx={132} cy={122} rx={6} ry={3.5} fill="#f29a7e" opacity={0.6} {...NO_LINE} />
      <path d="M91 124 Q100 119 109 124 Q106 133 100 133 Q94 133 91 124 Z" fill="var(--ink)" />
      <path d="M92 140 Q100 147 108 140" fill="none" strokeWidth={3} />
    </Crest>
  );
}
