/** The Milk Chug's hanging sign: a milk bottle and a carton on a swinging board. Decorative. */
export function DairySign() {
  return (
    <svg className="places__sign" viewBox="0 0 220 110" width={176} height={88} aria-hidden="true" focusable="false">
      <g stroke="var(--ink)" strokeWidth={3} strokeLinejoin="round" strokeLinecap="round">
        <path d="M10 8 H210" fill="none" strokeWidth={6} stroke="#6b4428" />
        <path d="M50 8 V28 M170 8 V28" fill="none" strokeWidth={2.5} />
        <g className="places__sign-swing">
          <rect x={24} y={26} width={172} height={76} rx={16} fill="var(--paper)" />
          <rect x={32} y={34} width={156} height={60} rx={11} fill="none" stroke="var(--sapphire)" strokeWidth={3} />
          {/* bottle */}
          <path d="M62 44 H74 V52 Q84 58 84 70 V86 Q84 90 80 90 H56 Q52 90 52 86 V70 Q52 58 62 52 Z" fill="#ffffff" />
          <rect x={60} y={40} width={16} height={7} rx={2} fill="var(--sapphire)" />
          <path d="M54 74 H82" fill="none" stroke="var(--sapphire-light)" strokeWidth={6} />
          {/* carton */}
          <path d="M138 54 L152 42 L166 54 Z" fill="var(--sapphire)" />
          <rect x={138} y={54} width={28} height={36} rx={3} fill="#ffffff" />
          <circle cx={146} cy={66} r={2.2} fill="var(--ink)" stroke="none" />
          <circle cx={158} cy={66} r={2.2} fill="var(--ink)" stroke="none" />
          <path d="M147 74 Q152 78 157 74" fill="none" strokeWidth={2} />
          {/* splash between them */}
          <path d="M98 80 Q110 50 122 80 Q110 72 98 80 Z" fill="var(--sapphire-light)" />
          <circle cx={110} cy={50} r={4} fill="var(--sapphire-light)" />
        </g>
      </g>
    </svg>
  );
}
