/**
 * "Chugs' Big Day Out", the Milk Chug TV cartoon: four short scenes of Chugs around town,
 * drawn for a 320 x 200 screen in the map's inked, flat style. Motion is CSS (tv.css).
 */
import type { ReactNode } from 'react';

const NO_LINE = { stroke: 'none' } as const;
const LEAF = '#6db552';

/** Chugs at cartoon size, feet at 0,0; `wave` raises an arm. */
function TinyChugs({ wave = false }: { wave?: boolean }) {
  return (
    <g>
      <path d="M-8 -2 V-8 M8 -2 V-8" fill="none" strokeWidth={2.5} />
      <path d="M-12 0 H-3 V-3 H-10 Z M12 0 H3 V-3 H10 Z" fill="var(--accent)" strokeWidth={2} />
      <path d={wave ? 'M14 -30 Q24 -38 24 -48' : 'M14 -26 Q22 -22 24 -14'} fill="none" strokeWidth={2.5} />
      <path d="M-14 -26 Q-22 -22 -24 -14" fill="none" strokeWidth={2.5} />
      <path d="M-14 -40 L0 -52 L14 -40 Z" fill="var(--sapphire)" />
      <rect x={-4} y={-58} width={8} height={7} rx={2} fill="#ffffff" strokeWidth={2} />
      <rect x={-14} y={-40} width={28} height={32} rx={3} fill="#ffffff" />
      <path d="M-11 -16 H11" fill="none" stroke="var(--sapphire-light)" strokeWidth={5} />
      <circle cx={-5} cy={-30} r={2.2} fill="var(--ink)" {...NO_LINE} />
      <circle cx={5} cy={-30} r={2.2} fill="var(--ink)" {...NO_LINE} />
      <path d="M-4 -24 Q0 -20 4 -24" fill="none" strokeWidth={1.8} />
    </g>
  );
}

function Hill({ d, fill }: { d: string; fill: string }) {
  return <path d={d} fill={fill} />;
}

function Frame({ children }: { children: ReactNode }) {
  return <g stroke="var(--ink)" strokeWidth={2.5} strokeLinejoin="round" strokeLinecap="round">{children}</g>;
}

/** 1: the sun comes up and Chugs pops up over the hill with a stretch. */
function Sunrise() {
  return (
    <Frame>
      <rect width={320} height={200} fill="#ffd9a8" {...NO_LINE} />
      <rect y={70} width={320} height={130} fill="#ffe9c9" {...NO_LINE} />
      <g className="tv-sun">
        <circle cx={230} cy={96} r={30} fill="var(--gold)" />
        <path d="M230 50 V40 M270 62 L278 54 M190 62 L182 54" fill="none" stroke="var(--accent)" strokeWidth={4} />
      </g>
      <g className="tv-cloud">
        <path d="M40 50 q0 -14 16 -14 q6 -10 20 -6 q14 -2 16 12 q10 2 8 12 H44 q-6 0 -4 -4 Z" fill="#ffffff" />
      </g>
      <Hill d="M-10 200 V132 Q60 96 140 122 Q220 146 330 118 V200 Z" fill="#8cc96b" />
      <g className="tv-peek">
        <g transform="translate(120 150)"><TinyChugs wave /></g>
      </g>
      <Hill d="M-10 200 V150 Q80 128 170 150 Q250 168 330 146 V200 Z" fill={LEAF} />
      <path d="M60 170 q4 -8 8 0 M250 178 q4 -8 8 0" fill="none" strokeWidth={2} />
    </Frame>
  );
}

/** 2: skating through the square past the town hall; the town slides by behind. */
function Skating() {
  const house = (x: number, colour: string, roof: string) => (
    <g key={x} transform={`translate(${x} 0)`}>
      <rect x={0} y={92} width={56} height={58} fill={colour} />
      <path d="M-6 94 L28 66 L62 94 Z" fill={roof} />
      <rect x={20} y={120} width={16} height={30} fill="#9a5b34" />
      <rect x={8} y={102} width={12} height={12} fill="#cfe7f3" strokeWidth={2} />
      <rect x={36} y={102} width={12} height={12} fill="#cfe7f3" strokeWidth={2} />
    </g>
  );
  return (
    <Frame>
      <rect width={320} height={200} fill="var(--sky)" {...NO_LINE} />
      <g className="tv-pan">
        {[0, 320].map((dx) => (
          <g key={dx} transform={`translate(${dx} 0)`}>
            {house(10, '#f3e1bf', 'var(--danger)')}
            <g>
              <rect x={110} y={70} width={92} height={80} fill="#f8ecd2" />
              <path d="M102 72 L156 36 L210 72 Z" fill="var(--sapphire)" />
              <circle cx={156} cy={58} r={8} fill="#ffffff" strokeWidth={2} />
              <rect x={144} y={112} width={24} height={38} rx={10} fill="#9a5b34" />
              <path d="M122 84 V140 M190 84 V140" fill="none" strokeWidth={3} />
            </g>
            {house(236, '#f5c542', 'var(--accent)')}
          </g>
        ))}
      </g>
      <rect y={150} width={320} height={50} fill="#d8d0c4" />
      <g className="tv-cobbles" fill="none" stroke="#b3aa9c" strokeWidth={2.5}>
        <path d="M0 166 h30 M50 176 h40 M110 164 h30 M170 182 h40 M230 168 h30 M290 178 h30 M320 166 h30 M370 176 h40 M430 164 h30 M490 182 h40 M550 168 h30 M610 178 h30" />
      </g>
      <g className="tv-skate">
        <g transform="translate(150 168)">
          <TinyChugs wave />
          <rect x={-20} y={0} width={40} height={6} rx={3} fill="var(--accent)" />
          <circle cx={-12} cy={9} r={4} fill="#ffffff" />
          <circle cx={12} cy={9} r={4} fill="#ffffff" />
        </g>
        <path className="tv-whoosh" d="M112 150 h-26 M116 138 h-34 M112 126 h-22" fill="none" stroke="#ffffff" strokeWidth={3} />
      </g>
    </Frame>
  );
}

/** 3: at the pond a frog hops onto a lily pad; splash rings spread. */
function Pond() {
  return (
    <Frame>
      <rect width={320} height={200} fill="#bfe6f6" {...NO_LINE} />
      <rect y={80} width={320} height={120} fill="#8cc96b" {...NO_LINE} />
      <ellipse cx={190} cy={150} rx={120} ry={40} fill="#6fb8e0" />
      <g className="tv-ripple" fill="none" stroke="#ffffff" strokeWidth={2.5}>
        <ellipse cx={226} cy={150} rx={20} ry={6} />
      </g>
      <ellipse cx={150} cy={156} rx={26} ry={8} fill={LEAF} />
      <ellipse cx={226} cy={150} rx={24} ry={7} fill={LEAF} />
      <g className="tv-hop">
        <g transform="translate(150 150)">
          <path d="M-12 4 C-13 -6 -5 -11 0 -11 C5 -11 13 -6 12 4 Z" fill="#7cc95a" />
          <circle cx={-5} cy={-11} r={4.5} fill="#7cc95a" />
          <circle cx={5} cy={-11} r={4.5} fill="#7cc95a" />
          <circle cx={-5} cy={-11} r={2} fill="var(--ink)" {...NO_LINE} />
          <circle cx={5} cy={-11} r={2} fill="var(--ink)" {...NO_LINE} />
        </g>
      </g>
      <path d="M296 124 q-6 -30 0 -60 M284 128 q-8 -26 -4 -50" fill="none" stroke="#559c40" strokeWidth={3} />
      <ellipse cx={296} cy={62} rx={5} ry={12} fill="#9a5b34" />
      <g className="tv-lean">
        <g transform="translate(44 156)"><TinyChugs /></g>
      </g>
      <g className="tv-note" fontFamily="var(--font)" fontWeight={800} fontSize={16} fill="var(--ink)" {...NO_LINE}>
        <text x={62} y={86}>moo?</text>
        <text x={178} y={104}>ribbit!</text>
      </g>
    </Frame>
  );
}

/** 4: home by balloon under the first stars. */
function Balloon() {
  const stars: Array<[number, number]> = [[30, 30], [80, 60], [140, 24], [270, 40], [300, 90], [210, 70], [50, 100]];
  return (
    <Frame>
      <rect width={320} height={200} fill="#2e3f7a" {...NO_LINE} />
      <circle cx={270} cy={50} r={18} fill="#fff3c4" />
      <circle cx={262} cy={44} r={16} fill="#2e3f7a" {...NO_LINE} />
      <g className="tv-twinkle">
        {stars.map(([x, y]) => (
          <path key={`${x}-${y}`} d={`M${x} ${y - 5} L${x + 1.5} ${y - 1.5} L${x + 5} ${y} L${x + 1.5} ${y + 1.5} L${x} ${y + 5} L${x - 1.5} ${y + 1.5} L${x - 5} ${y} L${x - 1.5} ${y - 1.5} Z`} fill="var(--gold)" strokeWidth={1.5} />
        ))}
      </g>
      <path d="M-10 200 V170 Q70 150 160 168 Q240 182 330 160 V200 Z" fill="#41663a" />
      <g className="tv-drift">
        <g transform="translate(120 40)">
          <path d="M0 0 C28 0 40 20 38 38 C36 56 20 66 12 74 H-12 C-20 66 -36 56 -38 38 C-40 20 -28 0 0 0 Z" fill="var(--gold)" />
          <path d="M0 0 C-12 12 -16 44 -8 74 H8 C16 44 12 12 0 0 Z" fill="var(--sapphire)" />
          <path d="M-10 74 L-16 90 M10 74 L16 90" fill="none" strokeWidth={2} />
          {/* Chugs rides in the basket: only the cap, the gable and the eyes show over the rim */}
          <g transform="translate(0 106) scale(0.62)"><TinyChugs wave /></g>
          <path d="M-20 90 H20 L15 112 H-15 Z" fill="#9a5b34" />
          <path d="M-18 97 H18" fill="none" stroke="#c98e50" strokeWidth={2} />
        </g>
      </g>
      <text x={160} y={180} textAnchor="middle" fontFamily="var(--font)" fontWeight={800} fontSize={18} fill="#fff3c4" {...NO_LINE}>
        The End
      </text>
    </Frame>
  );
}

export interface TvScene {
  title: string;
  caption: string;
  Art: () => ReactNode;
}

export const EPISODE_TITLE = 'Chugs’ Big Day Out';

export const TV_SCENES: readonly TvScene[] = [
  { title: 'Sunrise', caption: 'Morning! Chugs pops up over the hill above town.', Art: Sunrise },
  { title: 'Skating', caption: 'Chugs skates through the square. Wheee!', Art: Skating },
  { title: 'The pond', caption: 'A frog says ribbit. Chugs says moo. Nobody knows why.', Art: Pond },
  { title: 'Home by balloon', caption: 'Home by balloon under the first stars. The End.', Art: Balloon },
];
