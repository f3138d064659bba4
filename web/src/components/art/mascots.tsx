/**
 * The footer mascots (SPEC section 2: bluecat, chugs, jo; Ardi lives in guide.tsx): square
 * 200 x 200 drawings in the town's inked, flat style. Decorative: whoever shows them names them.
 */
import type { ReactNode } from 'react';

const NO_LINE = { stroke: 'none' } as const;
const BLUSH = '#f29a7e';

interface MascotArtProps {
  size?: number;
  className?: string;
}

function Frame({ size = 120, className, children }: MascotArtProps & { children: ReactNode }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 200 200" aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg">
      <ellipse cx={100} cy={190} rx={56} ry={7} fill="var(--ink)" opacity={0.14} />
      <g stroke="var(--ink)" strokeWidth={3.5} strokeLinejoin="round" strokeLinecap="round">{children}</g>
    </svg>
  );
}

/** Bluecat: a sitting blue cat with a gold bow tie, the boutique's best-dressed regular. */
export function BlueCatArt(props: MascotArtProps) {
  const fur = '#5b8fe0';
  const shade = '#3f6fc0';
  return (
    <Frame {...props}>
      <path d="M146 168 C184 164 190 126 170 116 C160 112 154 122 164 128 C174 136 168 152 146 154 Z" fill={fur} />
      <path d="M56 186 C46 150 56 116 100 112 C144 116 154 150 144 186 Z" fill={fur} />
      <path d="M80 186 C78 160 88 140 100 138 C112 140 122 160 120 186 Z" fill="#eaf2ff" />
      <ellipse cx={76} cy={184} rx={16} ry={8} fill={fur} />
      <ellipse cx={124} cy={184} rx={16} ry={8} fill={fur} />
      <path d="M52 44 L60 92 L90 70 Z" fill={fur} />
      <path d="M148 44 L140 92 L110 70 Z" fill={fur} />
      <path d="M58 58 L64 84 L80 72 Z" fill="#f6b7c0" {...NO_LINE} />
      <path d="M142 58 L136 84 L120 72 Z" fill="#f6b7c0" {...NO_LINE} />
      <ellipse cx={100} cy={96} rx={54} ry={46} fill={fur} />
      <path d="M100 52 V66 M86 54 L90 66 M114 54 L110 66" fill="none" stroke={shade} strokeWidth={4} />
      <ellipse cx={100} cy={114} rx={24} ry={16} fill="#eaf2ff" />
      <ellipse cx={78} cy={94} rx={9} ry={11} fill="#ffffff" />
      <ellipse cx={122} cy={94} rx={9} ry={11} fill="#ffffff" />
      <circle cx={80} cy={96} r={5} fill="var(--ink)" {...NO_LINE} />
      <circle cx={124} cy={96} r={5} fill="var(--ink)" {...NO_LINE} />
      <circle cx={82} cy={93} r={1.8} fill="#ffffff" {...NO_LINE} />
      <circle cx={126} cy={93} r={1.8} fill="#ffffff" {...NO_LINE} />
      <path d="M95 106 H105 L100 112 Z" fill="#e9768a" strokeWidth={2.5} />
      <path d="M100 112 Q94 120 88 116 M100 112 Q106 120 112 116" fill="none" strokeWidth={2.5} />
      <path d="M70 110 H48 M70 116 L50 122 M130 110 H152 M130 116 L150 122" fill="none" strokeWidth={2} />
      <ellipse cx={66} cy={112} rx={6} ry={3.5} fill={BLUSH} opacity={0.7} {...NO_LINE} />
      <ellipse cx={134} cy={112} rx={6} ry={3.5} fill={BLUSH} opacity={0.7} {...NO_LINE} />
      <path d="M100 140 L80 130 L80 152 Z M100 140 L120 130 L120 152 Z" fill="var(--gold)" strokeWidth={3} />
      <circle cx={100} cy={141} r={5} fill="var(--accent)" strokeWidth={2.5} />
    </Frame>
  );
}

/** Chugs: the cheerful milk carton, in sneakers, arms up. */
export function ChugsMascotArt(props: MascotArtProps) {
  return (
    <Frame {...props}>
      <path d="M82 170 L78 184 H60 Q56 176 66 172 Z" fill="var(--accent)" />
      <path d="M118 170 L122 184 H140 Q144 176 134 172 Z" fill="var(--accent)" />
      <path d="M86 158 V172 M114 158 V172" fill="none" strokeWidth={5} />
      <path d="M58 96 Q36 84 34 62" fill="none" strokeWidth={5} />
      <circle cx={34} cy={58} r={7} fill="#ffffff" />
      <path d="M142 96 Q164 84 166 62" fill="none" strokeWidth={5} />
      <circle cx={166} cy={58} r={7} fill="#ffffff" />
      <path d="M60 62 L100 28 L140 62 Z" fill="var(--sapphire)" />
      <rect x={90} y={14} width={20} height={18} rx={4} fill="#ffffff" />
      <rect x={60} y={62} width={80} height={100} rx={8} fill="#ffffff" />
      <path d="M128 66 H136 V156 H128 Z" fill="#e3ecf8" {...NO_LINE} />
      <path d="M64 128 H136" fill="none" stroke="var(--sapphire-light)" strokeWidth={14} />
      <path d="M100 120 C104 126 106 130 100 134 C94 130 96 126 100 120 Z" fill="var(--sapphire)" strokeWidth={2} />
      <circle cx={84} cy={90} r={6} fill="var(--ink)" {...NO_LINE} />
      <circle cx={116} cy={90} r={6} fill="var(--ink)" {...NO_LINE} />
      <circle cx={86} cy={88} r={2} fill="#ffffff" {...NO_LINE} />
      <circle cx={118} cy={88} r={2} fill="#ffffff" {...NO_LINE} />
      <path d="M88 104 Q100 116 112 104 Z" fill="#e9768a" strokeWidth={3} />
      <ellipse cx={74} cy={104} rx={6} ry={4} fill={BLUSH} opacity={0.8} {...NO_LINE} />
      <ellipse cx={126} cy={104} rx={6} ry={4} fill={BLUSH} opacity={0.8} {...NO_LINE} />
    </Frame>
  );
}

/** Jo: a friendly townsperson with a curly bun, round glasses and a sapphire jumper. */
export function JoArt(props: MascotArtProps) {
  const skin = '#c98a62';
  const hair = '#4a2f22';
  return (
    <Frame {...props}>
      <path d="M40 190 C40 150 64 134 100 134 C136 134 160 150 160 190 Z" fill="var(--sapphire)" />
      <path d="M78 136 Q100 156 122 136" fill="none" stroke="var(--sapphire-light)" strokeWidth={5} />
      <path d="M66 166 V190 M134 166 V190" fill="none" stroke="var(--sapphire-dark)" strokeWidth={3} />
      <rect x={88} y={118} width={24} height={22} rx={8} fill={skin} />
      <circle cx={100} cy={30} r={20} fill={hair} />
      <path d="M50 84 C46 48 70 34 100 34 C130 34 154 48 150 84 C146 64 130 56 100 56 C70 56 54 64 50 84 Z" fill={hair} />
      <ellipse cx={100} cy={88} rx={46} ry={44} fill={skin} />
      <path d="M56 74 C62 50 84 46 100 48 C118 46 140 52 146 76 C132 62 116 60 100 62 C84 60 68 62 56 74 Z" fill={hair} />
      <ellipse cx={54} cy={94} rx={7} ry={10} fill={skin} />
      <ellipse cx={146} cy={94} rx={7} ry={10} fill={skin} />
      <g fill="#ffffff" fillOpacity={0.35} strokeWidth={3}>
        <circle cx={80} cy={90} r={14} />
        <circle cx={120} cy={90} r={14} />
      </g>
      <path d="M94 90 Q100 86 106 90" fill="none" strokeWidth={3} />
      <circle cx={80} cy={91} r={4.5} fill="var(--ink)" {...NO_LINE} />
      <circle cx={120} cy={91} r={4.5} fill="var(--ink)" {...NO_LINE} />
      <path d="M98 100 Q100 106 104 104" fill="none" strokeWidth={2.5} />
      <path d="M84 112 Q100 126 116 112 Z" fill="#ffffff" strokeWidth={3} />
      <ellipse cx={68} cy={108} rx={7} ry={4} fill={BLUSH} opacity={0.7} {...NO_LINE} />
      <ellipse cx={132} cy={108} rx={7} ry={4} fill={BLUSH} opacity={0.7} {...NO_LINE} />
      <circle cx={54} cy={106} r={3.5} fill="var(--gold)" strokeWidth={2} />
      <circle cx={146} cy={106} r={3.5} fill="var(--gold)" strokeWidth={2} />
    </Frame>
  );
}
