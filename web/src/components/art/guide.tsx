/**
 * Ardi, the town's guide: a round owl with an explorer satchel and a sapphire scarf.
 * Square 200 x 200 drawing. Moods: happy (default), wave, think.
 */
export type GuideMood = 'happy' | 'wave' | 'think';

export interface GuideProps {
  /** Rendered width and height in px (default 120). */
  size?: number;
  mood?: GuideMood;
  className?: string;
}

const FEATHER = '#c98a4b';
const FEATHER_SHADE = '#a96f37';
const FACE = '#f3e1bf';
const LEATHER = '#b8683a';
const LEATHER_DARK = '#94502a';
const NO_LINE = { stroke: 'none' } as const;

function Eyes({ mood }: { mood: GuideMood }) {
  if (mood === 'wave') {
    // closed, smiling eyes
    return (
      <g fill="none" strokeWidth={4.5}>
        <path d="M66 98 Q78 84 90 98" />
        <path d="M110 98 Q122 84 134 98" />
      </g>
    );
  }
  const dx = mood === 'think' ? -5 : 1;
  const dy = mood === 'think' ? -6 : 2;
  return (
    <g>
      <circle cx={78} cy={94} r={18} fill="#ffffff" />
      <circle cx={122} cy={94} r={18} fill="#ffffff" />
      <circle cx={78 + dx} cy={94 + dy} r={9} fill="var(--ink)" {...NO_LINE} />
      <circle cx={122 + dx} cy={94 + dy} r={9} fill="var(--ink)" {...NO_LINE} />
      <circle cx={81 + dx} cy={90 + dy} r={3.2} fill="#ffffff" {...NO_LINE} />
      <circle cx={125 + dx} cy={90 + dy} r={3.2} fill="#ffffff" {...NO_LINE} />
      {mood === 'think' ? (
        <g fill="none" strokeWidth={4}>
          <path d="M62 70 Q76 62 90 68" />
          <path d="M110 72 Q122 72 136 74" />
        </g>
      ) : null}
    </g>
  );
}

function LeftWing({ mood }: { mood: GuideMood }) {
  if (mood === 'think') {
    // wing tip raised to the chin
    return (
      <g>
        <path d="M50 112 C34 130 46 150 66 142 C78 137 88 128 92 120 C80 116 64 118 56 126 Z" fill={FEATHER_SHADE} />
        <path d="M62 136 C70 134 78 130 84 124" fill="none" stroke={FEATHER} strokeWidth={3} />
      </g>
    );
  }
  return (
    <g>
      <path d="M50 110 C30 120 28 152 46 168 C52 152 56 134 56 116 Z" fill={FEATHER_SHADE} />
      <path d="M44 130 C40 140 40 150 44 158" fill="none" stroke={FEATHER} strokeWidth={3} />
    </g>
  );
}

function RightWing({ mood }: { mood: GuideMood }) {
  if (mood === 'wave') {
    return (
      <g>
        <path
          d="M144 120 C150 102 156 86 164 70 C168 62 176 60 180 66 C184 62 192 66 189 74 C194 76 193 84 187 87 C180 104 168 120 154 130 Z"
          fill={FEATHER_SHADE}
        />
        <path d="M176 72 C172 86 166 100 156 114" fill="none" stroke={FEATHER} strokeWidth={3} />
        <g className="guide-wave-lines" fill="none" strokeWidth={3.5}>
          <path d="M192 52 Q197 60 196 70" />
          <path d="M178 46 Q188 44 194 48" />
        </g>
      </g>
    );
  }
  return (
    <g>
      <path d="M150 110 C170 120 172 152 154 168 C148 152 144 134 144 116 Z" fill={FEATHER_SHADE} />
      <path d="M156 130 C160 140 160 150 156 158" fill="none" stroke={FEATHER} strokeWidth={3} />
    </g>
  );
}

export function Guide({ size = 120, mood = 'happy', className }: GuideProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 200 200"
      role="img"
      aria-label="Ardi the guide"
      xmlns="http://www.w3.org/2000/svg"
    >
      <g stroke="var(--ink)" strokeWidth={3.5} strokeLinejoin="round" strokeLinecap="round">
        {/* ground shadow */}
        <ellipse cx={100} cy={188} rx={46} ry={6} fill="var(--ink)" opacity={0.12} {...NO_LINE} />
        {/* feet */}
        <g fill="var(--accent)" strokeWidth={3}>
          <path d="M74 178 q-2 10 6 10 q2 -4 6 0 q2 -4 6 0 q6 0 2 -10 Z" />
          <path d="M106 178 q-4 10 2 10 q4 -4 6 0 q4 -4 6 0 q8 0 6 -10 Z" />
        </g>
        {/* body with ear tufts */}
        <path
          d="M100 46 C112 46 122 48 130 52 C136 42 146 36 156 34 C152 44 150 56 150 68 C158 82 160 102 158 124 C156 160 132 182 100 182 C68 182 44 160 42 124 C40 102 42 82 50 68 C50 56 48 44 44 34 C54 36 64 42 70 52 C78 48 88 46 100 46 Z"
          fill={FEATHER}
        />
        <path
          d="M150 72 C158 90 160 106 156 130 C152 158 134 176 108 180 C136 166 150 140 150 112 Z"
          fill={FEATHER_SHADE}
          {...NO_LINE}
        />
        {/* belly */}
        <ellipse cx={100} cy={148} rx={34} ry={30} fill={FACE} />
        <g fill="none" stroke="#d8b887" strokeWidth={3}>
          <path d="M84 150 l6 5 l6 -5 M104 150 l6 5 l6 -5 M94 164 l6 5 l6 -5" />
        </g>
        {/* face mask */}
        <path
          d="M100 76 C88 64 56 66 54 92 C52 116 80 124 100 112 C120 124 148 116 146 92 C144 66 112 64 100 76 Z"
          fill={FACE}
        />
        <Eyes mood={mood} />
        {/* cheeks and beak */}
        <ellipse cx={64} cy={114} rx={7} ry={4} fill="#f29a7e" opacity={0.7} {...NO_LINE} />
        <ellipse cx={136} cy={114} rx={7} ry={4} fill="#f29a7e" opacity={0.7} {...NO_LINE} />
        <path d="M91 104 Q100 100 109 104 L100 119 Z" fill="var(--gold)" strokeWidth={3} />
        {/* satchel: strap, then bag on the right hip */}
        <path d="M62 126 L136 162" fill="none" strokeWidth={11} />
        <path d="M62 126 L136 162" fill="none" stroke={LEATHER} strokeWidth={5} />
        <rect x={124} y={148} width={38} height={30} rx={8} fill={LEATHER} />
        <path d="M124 158 C124 150 128 148 134 148 H152 C158 148 162 150 162 158 V164 H124 Z" fill={LEATHER_DARK} />
        <rect x={139} y={158} width={8} height={9} rx={2} fill="var(--gold)" strokeWidth={2.5} />
        {/* scarf */}
        <path
          d="M54 118 C76 134 124 134 146 118 L148 132 C124 148 76 148 52 132 Z"
          fill="var(--sapphire)"
        />
        <path d="M60 130 C80 140 120 140 142 128" fill="none" stroke="var(--sapphire-light)" strokeWidth={3} {...{ opacity: 0.8 }} />
        <path d="M66 136 L56 170 L70 168 L74 174 L82 140 Z" fill="var(--sapphire)" />
        <path d="M62 152 L76 154 M60 160 L74 162" fill="none" stroke="var(--sapphire-light)" strokeWidth={3} />
        <LeftWing mood={mood} />
        <RightWing mood={mood} />
        {mood === 'think' ? (
          <g fill="#ffffff" strokeWidth={3}>
            <circle cx={168} cy={30} r={4.5} />
            <circle cx={182} cy={16} r={7} />
          </g>
        ) : null}
      </g>
    </svg>
  );
}
