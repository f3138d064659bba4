/**
 * Decorations of the workshop's workbench, in the town map's inked, flat style: tools hung on the
 * pegboard wall, a desk lamp and a caddy of screwdrivers and bolts. All decorative.
 */
const WOOD = '#9a5b34';
const WOOD_LIGHT = '#c98e50';
const STEEL = '#b8c0c8';
const INK = { stroke: 'var(--ink)', strokeWidth: 3, strokeLinejoin: 'round', strokeLinecap: 'round' } as const;

/** Tools hung on the pegboard left of the monitor: a hammer, a wrench and a saw. */
export function HangingToolsLeft() {
  return (
    <svg className="workbench__tools workbench__tools--left" viewBox="0 0 360 170" aria-hidden="true" focusable="false">
      <g {...INK}>
        <g transform="translate(56 34) rotate(-8)">
          <rect x={-6} y={0} width={12} height={96} rx={5} fill={WOOD} />
          <path d="M-30 -6 H26 Q34 -6 34 4 V10 H-22 Q-30 10 -30 2 Z" fill={STEEL} />
        </g>
        <g transform="translate(146 30) rotate(10)">
          <path d="M-7 18 V110 Q0 118 7 110 V18 Q18 10 16 -6 L8 2 L-4 -2 L-6 -14 Q-20 0 -7 18 Z" fill={STEEL} />
        </g>
        <g transform="translate(270 30)">
          <path d="M-44 30 L70 20 L70 46 L-40 62 Z" fill={STEEL} />
          <path d="M-40 62 l8 6 l6 -7 l8 6 l6 -7 l8 6 l6 -7 l8 6 l6 -7 l8 6 l6 -7 l8 6 l6 -7 l8 6 l6 -7 l8 6 l6 -9" fill="none" strokeWidth={2} />
          <path d="M-72 20 Q-74 0 -56 0 H-40 V70 H-56 Q-74 70 -72 50 Z" fill="var(--accent)" />
          <rect x={-62} y={22} width={12} height={26} rx={5} fill="#d9b98a" />
        </g>
      </g>
    </svg>
  );
}

/** Pliers and the workshop clock, right of the monitor. */
export function HangingToolsRight() {
  return (
    <svg className="workbench__tools workbench__tools--right" viewBox="0 0 220 170" aria-hidden="true" focusable="false">
      <g {...INK}>
        <g transform="translate(50 26) rotate(-6)">
          <path d="M-4 0 Q-16 20 -8 40 L-16 110 Q-10 116 -4 110 L2 46 Z" fill="var(--sapphire)" />
          <path d="M4 0 Q16 20 8 40 L16 110 Q10 116 4 110 L-2 46 Z" fill="var(--sapphire)" />
          <circle cx={0} cy={42} r={5} fill={STEEL} />
        </g>
        <g transform="translate(150 70)">
          <circle r={40} fill="var(--paper)" />
          <path d="M0 -32 V-26 M32 0 H26 M0 32 V26 M-32 0 H-26" fill="none" strokeWidth={3} />
          <path d="M0 -22 V0 L15 9" fill="none" strokeWidth={4} />
          <circle r={3.5} fill="var(--ink)" />
        </g>
      </g>
    </svg>
  );
}

/** A hinged desk lamp leaning over the monitor, its warm light spilling down. */
export function DeskLamp() {
  return (
    <svg className="workbench__lamp" viewBox="0 0 160 220" aria-hidden="true" focusable="false">
      <path d="M120 70 L160 200 H40 Z" fill="#fff1b8" opacity={0.45} />
      <g {...INK}>
        <ellipse cx={40} cy={206} rx={34} ry={10} fill="#6b6255" />
        <path d="M40 200 L30 110 L96 56" fill="none" stroke="var(--ink)" strokeWidth={11} />
        <path d="M40 200 L30 110 L96 56" fill="none" stroke="var(--accent)" strokeWidth={5} />
        <circle cx={30} cy={110} r={8} fill={STEEL} />
        <path d="M88 40 L138 64 L122 96 L76 70 Z" fill="var(--accent)" />
        <path d="M122 96 Q110 110 96 100 L104 84 Z" fill="#fff3c4" />
        <circle cx={96} cy={56} r={7} fill={STEEL} />
      </g>
    </svg>
  );
}

/** A caddy with screwdrivers, a pencil and a jar of bolts. */
export function ToolCaddy() {
  return (
    <svg className="workbench__caddy" viewBox="0 0 190 160" aria-hidden="true" focusable="false">
      <g {...INK}>
        <path d="M24 40 L22 150 H34 L32 40 Z" fill="var(--sapphire)" />
        <path d="M52 30 L54 150 H66 L62 30 Z" fill="var(--danger)" />
        <path d="M80 50 L76 150 H86 L90 50 Z" fill="var(--gold)" />
        <path d="M80 50 L85 34 L90 50 Z" fill="#f3e1bf" />
        <rect x={8} y={96} width={96} height={58} rx={10} fill={WOOD} />
        <path d="M18 112 H94 M18 128 H94" fill="none" stroke={WOOD_LIGHT} strokeWidth={3} />
        {/* jar of bolts */}
        <rect x={116} y={82} width={60} height={72} rx={14} fill="#cfe7f3" opacity={0.9} />
        <rect x={112} y={70} width={68} height={16} rx={6} fill="#8d8373" />
        <g strokeWidth={2}>
          <circle cx={134} cy={136} r={7} fill={STEEL} />
          <circle cx={152} cy={140} r={6} fill={STEEL} />
          <circle cx={160} cy={124} r={6} fill={STEEL} />
          <circle cx={140} cy={118} r={5} fill="var(--gold)" />
        </g>
      </g>
    </svg>
  );
}
