/**
 * Little illustrated badges for the main menu's places, in the town map's style: flat colours,
 * ink outlines 3 units wide with round joins, on a 48 x 48 grid. Decorative: the button names them.
 */
import type { ReactNode } from 'react';

const WOOD = '#9a5b34';
const CREAM = '#fff3c4';

function Badge({ children }: { children: ReactNode }) {
  return (
    <svg
      className="menu-badge"
      viewBox="0 0 48 48"
      width={40}
      height={40}
      stroke="var(--ink)"
      strokeWidth={3}
      strokeLinejoin="round"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** The Milk Chug: a milk bottle with a sapphire cap. */
export function MilkBadge() {
  return (
    <Badge>
      <path d="M18 10h12v4l5 7v19a3 3 0 0 1-3 3H16a3 3 0 0 1-3-3V21l5-7z" fill="var(--paper)" />
      <rect x={16.5} y={5} width={15} height={6} rx={2} fill="var(--sapphire)" />
      <path d="M13 25h22v10H13z" fill="var(--accent)" />
      <path d="M19 30h10" stroke={CREAM} strokeWidth={2.5} />
      <path d="M17 19.5l2-3" stroke="var(--sky)" strokeWidth={2.5} />
    </Badge>
  );
}

/** Feathered Fashions: a hat with a long feather. */
export function HatBadge() {
  return (
    <Badge>
      <path d="M29 24C31 14 37 7 44 4c-1 8-5 15-12 20z" fill="var(--accent)" />
      <path d="M31 21l7-10" strokeWidth={2} />
      <ellipse cx={24} cy={34} rx={20} ry={6} fill="var(--sapphire-dark)" />
      <path d="M12 33c0-12 4-17 12-17s12 5 12 17c-4 2-20 2-24 0z" fill="var(--sapphire)" />
      <path d="M12.6 27.5c5 1.6 17.8 1.6 22.8 0l.4 4.5c-5 1.8-18.6 1.8-23.6 0z" fill="var(--gold)" />
    </Badge>
  );
}

/** Workshop: a hammer crossed with a wrench. */
export function ToolsBadge() {
  return (
    <Badge>
      <g transform="rotate(-40 24 24)">
        <rect x={21} y={14} width={6} height={30} rx={3} fill={WOOD} />
        <path d="M12 6h22a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H12l-3-3v-4z" fill="var(--bg-grey)" />
      </g>
      <g transform="rotate(40 24 24)">
        <rect x={21} y={16} width={6} height={26} rx={3} fill="var(--sapphire)" />
        <path d="M17 6a8 8 0 0 0 14 0v7a4 4 0 0 1-4 4h-6a4 4 0 0 1-4-4z" fill="var(--bg-grey)" />
      </g>
    </Badge>
  );
}

/** Journeys: a folded map with a dotted trail to an X. */
export function MapBadge() {
  return (
    <Badge>
      <path d="M4 12l12-5 16 5 12-5v29l-12 5-16-5-12 5z" fill={CREAM} />
      <path d="M16 7v29M32 12v29" strokeWidth={2} opacity={0.45} />
      <path d="M9 34c4-7 9-3 13-9s8-7 12-8" fill="none" stroke="var(--accent)" strokeDasharray="0.5 5" />
      <path d="M35 11l6 6m0-6l-6 6" stroke="var(--danger)" />
    </Badge>
  );
}

/** Achievements: a gold cup on a wooden stand. */
export function TrophyBadge() {
  return (
    <Badge>
      <path d="M15 11H9v3a7 7 0 0 0 8 7M33 11h6v3a7 7 0 0 1-8 7" fill="none" />
      <path d="M14 6h20v11a10 10 0 0 1-20 0z" fill="var(--gold)" />
      <path d="M24 27v7" />
      <path d="M15 43h18l-2-9H17z" fill={WOOD} />
      <path d="M20 10v6" stroke={CREAM} strokeWidth={2.5} />
    </Badge>
  );
}

/** Store: a market stall with a striped awning. */
export function StallBadge() {
  return (
    <Badge>
      <path d="M9 21h30v21H9z" fill="var(--paper)" />
      <rect x={19} y={28} width={10} height={14} fill="var(--sky)" />
      <path d="M6 9h36l-1 9c-2 4-6 4-8 0-2 4-7 4-9 0-2 4-7 4-9 0-2 4-6 4-8 0z" fill="var(--danger)" />
      <path d="M18 9l-2 9m8-9v9m6-9l2 9" stroke={CREAM} strokeWidth={3.5} strokeLinecap="butt" />
      <path d="M6 9h36l-1 9c-2 4-6 4-8 0-2 4-7 4-9 0-2 4-7 4-9 0-2 4-6 4-8 0z" fill="none" />
    </Badge>
  );
}

/** An arrow leaving a box: the link opens another site in a new tab. */
export function OutboundGlyph() {
  return (
    <svg className="menu-outbound" viewBox="0 0 24 24" width={16} height={16} fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M13 5h6v6M19 5l-8 8" />
      <path d="M17 14v4a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 5 18V8.5A1.5 1.5 0 0 1 6.5 7H10" />
    </svg>
  );
}
