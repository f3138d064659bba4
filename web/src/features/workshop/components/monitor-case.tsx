/**
 * The old CRT monitor around the screen (360 x 330 units): a chunky beige case with rabbit-ear
 * antennae, the power light that turns green above 110, five level-up stars and a dial.
 */
import type { ReactNode } from 'react';
import { MONITOR } from '../../../../../domain/progress.ts';

const CASE = '#eadcbc';
const CASE_SHADE = '#d5c29b';
const BEZEL = '#c9b68f';
const NO_LINE = { stroke: 'none' } as const;

/** Where the glass sits in case units; the screen picture is drawn at this offset. */
export const GLASS = { x: 56, y: 86, w: 248, h: 156, rx: 26 } as const;
const STRIP_Y = 270;
const STAR_X = [132, 164, 196, 228, 260] as const;

function starPath(outer: number, inner: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(r * Math.cos(a)).toFixed(2)} ${(r * Math.sin(a)).toFixed(2)}`;
  });
  return `M${points.join(' L')} Z`;
}
const STAR = starPath(12, 5.4);

/** The level-up stars; star i lights at 30 * i + 140. */
function Badges({ shown }: { shown: number }) {
  return (
    <g>
      {STAR_X.slice(0, MONITOR.badges).map((x, i) => {
        const lit = i < shown;
        return (
          <g key={x} transform={`translate(${x} ${STRIP_Y})`}>
            <g className={`monitor__badge${lit ? ' monitor__badge--lit' : ''}`} data-badge={i + 1} data-lit={lit}>
              <path d={STAR} fill={lit ? 'var(--gold)' : '#b9a882'} stroke={lit ? 'var(--ink)' : '#9c8a64'} strokeWidth={2.5} />
              {lit ? <circle cx={-3} cy={-3} r={2} fill="#fff6d0" {...NO_LINE} /> : null}
            </g>
          </g>
        );
      })}
    </g>
  );
}

/** The power light: dark until the charge passes 110, then green. */
function PowerLight({ on }: { on: boolean }) {
  return (
    <g transform={`translate(84 ${STRIP_Y})`} className="monitor__dot" data-green-dot={on ? 'on' : 'off'}>
      {on ? <circle r={13} fill="#7dff8a" opacity={0.35} {...NO_LINE} /> : null}
      <circle r={8} fill={on ? '#43d85a' : '#5b5346'} strokeWidth={2.5} />
      {on ? <circle cx={-2.5} cy={-2.5} r={2.2} fill="#d8ffdc" {...NO_LINE} /> : null}
    </g>
  );
}

export function MonitorCase({ dot, badges, children }: { dot: boolean; badges: number; children: ReactNode }) {
  return (
    <g stroke="var(--ink)" strokeWidth={3} strokeLinejoin="round" strokeLinecap="round">
      <ellipse cx={180} cy={322} rx={150} ry={7} fill="var(--ink)" opacity={0.18} {...NO_LINE} />
      {/* rabbit ears */}
      <g className="monitor__antenna">
        <path d="M176 58 L120 10 M184 58 L246 16" fill="none" strokeWidth={4} />
        <circle cx={120} cy={10} r={6} fill="var(--accent)" />
        <circle cx={246} cy={16} r={6} fill="var(--accent)" />
      </g>
      <path d="M150 62 Q180 40 210 62 Z" fill="#8d8373" />
      {/* feet */}
      <rect x={70} y={300} width={50} height={18} rx={6} fill="#8d8373" />
      <rect x={240} y={300} width={50} height={18} rx={6} fill="#8d8373" />
      {/* case */}
      <rect x={22} y={60} width={316} height={246} rx={36} fill={CASE} />
      <path d="M300 64 C322 70 334 84 334 110 V270 C334 290 322 302 300 304 C316 290 318 276 318 256 V112 C318 88 312 74 300 64 Z" fill={CASE_SHADE} {...NO_LINE} />
      <path d="M46 74 Q120 64 200 68" fill="none" stroke="#fff6e0" strokeWidth={5} opacity={0.9} />
      {/* bezel and glass */}
      <rect x={40} y={72} width={280} height={184} rx={30} fill={BEZEL} />
      <g transform={`translate(${GLASS.x} ${GLASS.y})`}>{children}</g>
      <rect x={GLASS.x} y={GLASS.y} width={GLASS.w} height={GLASS.h} rx={GLASS.rx} fill="none" strokeWidth={3.5} />
      {/* control strip */}
      <PowerLight on={dot} />
      <text x={84} y={STRIP_Y + 26} textAnchor="middle" fontSize={10} fontWeight={800} fill="var(--ink-soft)" {...NO_LINE}>
        PWR
      </text>
      <Badges shown={badges} />
      <g transform={`translate(300 ${STRIP_Y})`}>
        <circle r={14} fill="#8d8373" />
        <path d="M0 -12 V-3" fill="none" stroke="var(--paper)" strokeWidth={3} />
      </g>
    </g>
  );
}
