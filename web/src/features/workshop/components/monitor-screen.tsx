/**
 * What the old CRT shows, in screen units (248 x 156): a face that giggles more the more it is
 * tickled, the charge meter with its milestones, scanlines, and once glitched the glitch picture.
 */
import { MONITOR } from '../../../../../domain/progress.ts';
import type { MonitorView } from './use-monitor.ts';
import { GlitchPicture } from './glitch-picture.tsx';
import { PHOSPHOR, ScreenFace, type Mood } from './screen-face.tsx';

export const SCREEN = { w: 248, h: 156 } as const;
const PHOSPHOR_DIM = '#4f8f62';
const GLASS = '#1d2d27';
const METER = { x: 18, y: 128, w: 212, h: 14 } as const;

function moodOf(charge: number): Mood {
  if (charge < 15) return 'asleep';
  if (charge <= MONITOR.greenDotAbove) return 'awake';
  if (charge < MONITOR.badgeAt(MONITOR.badges - 1)) return 'giggle';
  return 'howl';
}

/** The meter: fill for the charge, a notch at the green-dot level and one per badge. */
function Meter({ charge }: { charge: number }) {
  const at = (value: number) => METER.x + (Math.min(value, MONITOR.glitchAt) / MONITOR.glitchAt) * METER.w;
  const marks = [MONITOR.greenDotAbove, ...Array.from({ length: MONITOR.badges }, (_, i) => MONITOR.badgeAt(i))];
  return (
    <g>
      <rect x={METER.x} y={METER.y} width={METER.w} height={METER.h} rx={7} fill="none" stroke={PHOSPHOR_DIM} strokeWidth={2} />
      <rect
        className="monitor__meter-fill"
        x={METER.x + 3}
        y={METER.y + 3}
        width={Math.max(0, at(charge) - METER.x - 6)}
        height={METER.h - 6}
        rx={4}
        fill={PHOSPHOR}
      />
      {marks.map((m) => (
        <path key={m} d={`M${at(m)} ${METER.y - 5} V${METER.y - 1}`} stroke={charge >= m ? PHOSPHOR : PHOSPHOR_DIM} strokeWidth={2} strokeLinecap="round" />
      ))}
    </g>
  );
}

/** The whole picture on the glass, clipped by the caller. */
export function MonitorScreen({ view, patternId }: { view: MonitorView; patternId: string }) {
  const mood = moodOf(view.charge);
  // The case draws with an ink outline; nothing on the glass should inherit it.
  return (
    <g stroke="none">
      <rect width={SCREEN.w} height={SCREEN.h} fill={GLASS} />
      <ellipse cx={SCREEN.w / 2} cy={SCREEN.h / 2 - 6} rx={110} ry={64} fill="#2a4336" />
      <text x={18} y={26} fill={PHOSPHOR} fontSize={12} fontWeight={700} fontFamily="monospace" letterSpacing={1}>
        {`CHG ${String(Math.floor(view.charge)).padStart(3, '0')}`}
      </text>
      <g className={`monitor__face monitor__face--${mood}`}>
        <ScreenFace mood={mood} />
      </g>
      <Meter charge={view.charge} />
      {view.glitched ? <GlitchPicture /> : null}
      <defs>
        <pattern id={patternId} width={4} height={4} patternUnits="userSpaceOnUse">
          <rect width={4} height={2} fill="#000000" opacity={0.28} />
        </pattern>
      </defs>
      <rect width={SCREEN.w} height={SCREEN.h} fill={`url(#${patternId})`} pointerEvents="none" />
      {/* a soft reflection on the curved glass */}
      <path d="M150 12 Q200 8 230 22" fill="none" stroke="#ffffff" strokeOpacity={0.16} strokeWidth={6} strokeLinecap="round" />
    </g>
  );
}
