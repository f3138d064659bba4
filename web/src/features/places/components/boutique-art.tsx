/**
 * The Feathered Fashions shop front (600 x 400): a striped awning, a window of feathered hats
 * and boas on mannequins, a round-windowed door and flower boxes. Decorative.
 */
const NO_LINE = { stroke: 'none' } as const;
const WALL = '#f6c9c4';
const WALL_SHADE = '#e9aea8';
const WOOD = '#9a5b34';
const GLASS = '#cfe7f3';
const PLUM = '#8a5bbd';

function Feather({ x, y, rotate, fill }: { x: number; y: number; rotate: number; fill: string }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${rotate})`}>
      <path d="M0 0 C-14 -18 -12 -48 0 -62 C12 -48 14 -18 0 0 Z" fill={fill} />
      <path d="M0 6 V-58" fill="none" strokeWidth={2} />
      <path d="M0 -20 L-7 -28 M0 -32 L7 -40 M0 -44 L-6 -50" fill="none" strokeWidth={1.5} />
    </g>
  );
}

function Mannequin({ x, hat }: { x: number; hat: 'plume' | 'boa' }) {
  return (
    <g transform={`translate(${x} 354) scale(0.8) translate(0 -334)`}>
      <path d="M0 330 V300 M-16 334 H16" fill="none" strokeWidth={4} />
      <path d="M-24 300 C-30 262 -22 238 0 236 C22 238 30 262 24 300 Z" fill={hat === 'plume' ? 'var(--sapphire)' : 'var(--gold)'} />
      <rect x={-5} y={222} width={10} height={16} fill="#f3e1bf" />
      <circle cx={0} cy={208} r={16} fill="#f3e1bf" />
      {hat === 'plume' ? (
        <g>
          <path d="M-22 200 Q0 184 22 200 Z" fill={PLUM} />
          <ellipse cx={0} cy={201} rx={28} ry={5} fill={PLUM} />
          <Feather x={14} y={196} rotate={68} fill="var(--accent)" />
        </g>
      ) : (
        <g fill="#f39ab7">
          {[-22, -12, -2, 8, 18].map((dx, i) => (
            <ellipse key={dx} cx={dx} cy={242 + (i % 2) * 4} rx={9} ry={7} />
          ))}
          <ellipse cx={-24} cy={262} rx={7} ry={10} />
          <ellipse cx={24} cy={266} rx={7} ry={10} />
        </g>
      )}
    </g>
  );
}

export function BoutiqueArt() {
  const stripes = Array.from({ length: 10 }, (_, i) => i);
  return (
    <svg className="boutique" viewBox="0 0 600 400" role="img" aria-label="The Feathered Fashions shop front, with feathered hats and boas in the window" xmlns="http://www.w3.org/2000/svg">
      <g stroke="var(--ink)" strokeWidth={3} strokeLinejoin="round" strokeLinecap="round">
        <ellipse cx={300} cy={388} rx={290} ry={10} fill="var(--ink)" opacity={0.12} {...NO_LINE} />
        {/* building */}
        <path d="M40 380 V80 Q40 56 64 56 H536 Q560 56 560 80 V380 Z" fill={WALL} />
        <path d="M520 60 Q556 60 556 90 V380 H528 V96 Q528 70 520 60 Z" fill={WALL_SHADE} {...NO_LINE} />
        <path d="M30 56 H570 L560 30 H40 Z" fill="#f3e1bf" />
        {/* sign */}
        <rect x={140} y={70} width={320} height={52} rx={26} fill="var(--paper)" />
        <text x={300} y={103} textAnchor="middle" fontFamily="var(--font)" fontWeight={800} fontSize={24} textLength={270} lengthAdjust="spacingAndGlyphs" fill="var(--ink)" {...NO_LINE}>
          Feathered Fashions
        </text>
        <Feather x={128} y={120} rotate={-28} fill="var(--accent)" />
        <Feather x={474} y={118} rotate={30} fill={PLUM} />
        {/* awning */}
        <g>
          <path d="M56 140 H544 L566 194 H34 Z" fill="#ffffff" />
          {stripes.map((i) => {
            const top = 56 + i * 48.8;
            const bottom = 34 + i * 53.2;
            return i % 2 === 0 ? <path key={i} d={`M${top} 140 H${top + 48.8} L${bottom + 53.2} 194 H${bottom} Z`} fill="var(--sapphire)" /> : null;
          })}
          <path
            d={`M34 194 ${Array.from({ length: 10 }, () => 'q26.6 22 53.2 0').join(' ')}`}
            fill="#ffffff"
          />
        </g>
        {/* window */}
        <rect x={70} y={222} width={300} height={136} rx={12} fill={GLASS} />
        <path d="M90 240 L130 236 M92 254 L116 252" fill="none" stroke="#ffffff" strokeWidth={5} />
        <Mannequin x={140} hat="plume" />
        <Mannequin x={300} hat="boa" />
        {/* hat stand */}
        <g transform="translate(0 16)">
          <path d="M220 336 V276 M204 336 H236" fill="none" strokeWidth={4} />
          <path d="M200 276 Q220 252 240 276 Z" fill="var(--accent)" />
          <ellipse cx={220} cy={277} rx={28} ry={6} fill="var(--accent)" />
          <Feather x={232} y={268} rotate={40} fill="#f39ab7" />
        </g>
        <rect x={70} y={222} width={300} height={136} rx={12} fill="none" strokeWidth={4} />
        <rect x={62} y={356} width={316} height={14} rx={5} fill={WOOD} />
        {/* door */}
        <rect x={410} y={206} width={110} height={174} rx={14} fill={PLUM} />
        <circle cx={465} cy={256} r={28} fill={GLASS} />
        <path d="M450 246 Q460 238 470 242" fill="none" stroke="#ffffff" strokeWidth={4} />
        <circle cx={502} cy={306} r={5} fill="var(--gold)" />
        <rect x={428} y={296} width={62} height={34} rx={6} fill="var(--paper)" transform="rotate(-4 459 313)" />
        <text x={459} y={318} textAnchor="middle" fontFamily="var(--font)" fontWeight={800} fontSize={12} fill="var(--ink)" transform="rotate(-4 459 313)" {...NO_LINE}>
          Soon!
        </text>
        <rect x={400} y={376} width={130} height={10} rx={4} fill="#d8d0c4" />
        {/* potted flowers by the door */}
        <g>
          <circle cx={548} cy={340} r={18} fill="#6db552" />
          <circle cx={540} cy={332} r={5} fill="var(--gold)" strokeWidth={2} />
          <circle cx={556} cy={344} r={5} fill="#f39ab7" strokeWidth={2} />
          <path d="M534 356 H562 L558 382 H538 Z" fill="var(--accent)" />
        </g>
      </g>
    </svg>
  );
}
