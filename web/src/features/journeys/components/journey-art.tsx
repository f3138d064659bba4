/**
 * The journeys page's pictures, drawn for this town: a trail signpost for the header and one emblem per
 * journey status (a padlock, a trail map, a rosette). Decorative; the words beside them say it all.
 */
import type { JourneyStatus } from '../../../../../domain/journeys.ts';

const LINE = { stroke: 'var(--ink)', strokeWidth: 3, strokeLinejoin: 'round', strokeLinecap: 'round' } as const;
const NO_LINE = { stroke: 'none' } as const;

/** A wooden signpost at a fork in a dotted trail, a pennant on top. */
export function TrailSignArt() {
  return (
    <svg className="journeys__sign" viewBox="0 0 240 150" width={200} height={125} aria-hidden="true" focusable="false">
      <g {...LINE}>
        <ellipse cx={120} cy={140} rx={100} ry={8} fill="var(--ink)" opacity={0.14} {...NO_LINE} />
        {/* the trail, forking behind the post */}
        <path d="M18 138 C60 120 80 132 112 124 C150 114 170 96 222 92" fill="none" stroke="#e9c98f" strokeWidth={12} />
        <path d="M18 138 C60 120 80 132 112 124 C150 114 170 96 222 92" fill="none" strokeWidth={2} strokeDasharray="2 10" />
        <path d="M112 124 C140 128 178 134 226 132" fill="none" stroke="#e9c98f" strokeWidth={10} />
        {/* the post */}
        <rect x={112} y={24} width={14} height={112} rx={4} fill="#8d6342" />
        <path d="M119 30 V128" fill="none" strokeWidth={1.5} opacity={0.35} />
        {/* pennant */}
        <path d="M119 24 V6" fill="none" />
        <path d="M120 7 L148 14 L120 21 Z" fill="var(--accent)" />
        {/* arrow boards */}
        <path d="M126 34 H184 L198 46 L184 58 H126 Z" fill="var(--bg-yellow)" />
        <path d="M112 64 H54 L40 76 L54 88 H112 Z" fill="var(--bg-orange)" />
        <path d="M126 94 H176 L188 104 L176 114 H126 Z" fill="var(--paper)" />
        <path d="M138 46 H178 M54 76 H100 M136 104 H170" fill="none" strokeWidth={2} opacity={0.4} />
        {/* nails */}
        <circle cx={132} cy={46} r={2} fill="var(--ink)" {...NO_LINE} />
        <circle cx={106} cy={76} r={2} fill="var(--ink)" {...NO_LINE} />
        <circle cx={132} cy={104} r={2} fill="var(--ink)" {...NO_LINE} />
        {/* grass tufts and a little flower */}
        <path d="M100 136 C102 128 104 126 108 124 M106 136 C106 130 108 128 110 127 M132 136 C130 128 128 126 124 124" fill="none" stroke="#4f8a3a" strokeWidth={2.5} />
        <path d="M36 130 C38 122 40 120 44 118 M42 131 C42 125 44 123 46 122" fill="none" stroke="#4f8a3a" strokeWidth={2.5} />
        <path d="M204 100 V90" fill="none" stroke="#4f8a3a" strokeWidth={2.5} />
        <circle cx={204} cy={88} r={5} fill="var(--gold)" strokeWidth={2} />
      </g>
    </svg>
  );
}

/** A copse by the trail: two round trees, a bush and a little fence, for the sides of wide screens. */
export function TrailTreesArt({ side }: { side: 'left' | 'right' }) {
  return (
    <svg className={`journeys__trees journeys__trees--${side}`} viewBox="0 0 200 160" width={190} height={152} aria-hidden="true" focusable="false">
      <g {...LINE}>
        <ellipse cx={100} cy={150} rx={92} ry={8} fill="var(--ink)" opacity={0.12} {...NO_LINE} />
        <path d="M54 150 V100" fill="none" stroke="#7a5236" strokeWidth={10} />
        <path d="M54 150 V100" fill="none" strokeWidth={2} opacity={0.3} />
        <path d="M20 86 C10 50 40 18 62 26 C80 8 112 30 100 60 C116 80 96 110 70 104 C52 118 24 110 20 86 Z" fill="#5fa347" />
        <path d="M40 70 C44 60 52 56 60 58 M72 48 C78 44 86 46 88 52" fill="none" strokeWidth={2} opacity={0.4} />
        <path d="M132 150 V118" fill="none" stroke="#7a5236" strokeWidth={8} />
        <circle cx={132} cy={98} r={26} fill="#78b95a" />
        <circle cx={124} cy={92} r={3} fill="var(--danger)" strokeWidth={1.5} />
        <circle cx={142} cy={104} r={3} fill="var(--danger)" strokeWidth={1.5} />
        <path d="M150 150 C146 132 170 126 176 138 C188 132 198 146 192 150 Z" fill="#6db552" />
        <path d="M4 138 H96 M4 126 H96 M12 120 V150 M44 120 V150 M76 120 V150" fill="none" stroke="#b98a5e" strokeWidth={5} />
        <path d="M4 138 H96 M4 126 H96" fill="none" strokeWidth={1.5} opacity={0.35} />
      </g>
    </svg>
  );
}

/** The emblem of a journey's status. */
export function StatusEmblem({ status }: { status: JourneyStatus }) {
  return (
    <svg className={`journey-card__emblem journey-card__emblem--${status}`} viewBox="0 0 64 64" width={56} height={56} aria-hidden="true" focusable="false">
      <g {...LINE}>
        {status === 'locked' ? <Padlock /> : status === 'open' ? <TrailMap /> : <Rosette />}
      </g>
    </svg>
  );
}

function Padlock() {
  return (
    <>
      <circle cx={32} cy={32} r={29} fill="var(--paper-shade)" />
      <path className="journey-card__shackle" d="M22 30 V22 C22 10 42 10 42 22 V30" fill="none" strokeWidth={5} />
      <path className="journey-card__shackle" d="M22 30 V22 C22 10 42 10 42 22 V30" fill="none" stroke="#b9a58a" strokeWidth={2} />
      <rect x={16} y={28} width={32} height={24} rx={6} fill="var(--gold)" />
      <circle cx={32} cy={38} r={3.5} fill="var(--ink)" {...NO_LINE} />
      <path d="M32 40 V46" fill="none" strokeWidth={3} />
    </>
  );
}

function TrailMap() {
  return (
    <>
      <circle cx={32} cy={32} r={29} fill="var(--sapphire-light)" />
      <path d="M12 18 L24 14 L40 20 L52 16 V46 L40 50 L24 44 L12 48 Z" fill="var(--paper)" />
      <path d="M24 14 V44 M40 20 V50" fill="none" strokeWidth={1.5} opacity={0.5} />
      <path d="M16 40 C22 34 26 38 30 32 C34 26 38 30 42 26" fill="none" stroke="var(--accent)" strokeWidth={2.5} strokeDasharray="3 4" />
      <path d="M42 22 L48 28 M48 22 L42 28" fill="none" stroke="var(--danger)" strokeWidth={3} />
    </>
  );
}

function Rosette() {
  const petals = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    return `${32 + Math.cos(a) * 22},${28 + Math.sin(a) * 22}`;
  });
  return (
    <>
      <path d="M22 40 L16 60 L24 56 L28 62 L32 44 Z" fill="var(--sapphire)" />
      <path d="M42 40 L48 60 L40 56 L36 62 L32 44 Z" fill="var(--sapphire)" />
      <polygon points={petals.join(' ')} fill="var(--accent)" />
      <circle cx={32} cy={28} r={16} fill="var(--gold)" />
      <path d="M32 18 L35 25 L42 25.5 L36.5 30 L38.5 37 L32 33 L25.5 37 L27.5 30 L22 25.5 L29 25 Z" fill="var(--paper)" strokeWidth={2} />
    </>
  );
}

/** A tick in a green circle, for a finished task. */
export function DoneTick() {
  return (
    <svg className="task__tick" viewBox="0 0 24 24" width={26} height={26} aria-hidden="true" focusable="false">
      <circle cx={12} cy={12} r={10.5} fill="var(--ok)" stroke="var(--ink)" strokeWidth={2} />
      <path d="M7 12.5 L10.5 16 L17 8.5" fill="none" stroke="var(--paper)" strokeWidth={2.8} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
