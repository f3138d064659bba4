/** The arcade's sign: a joystick and two buttons under a row of bulbs. Decorative. */
export function ArcadeSign() {
  const bulbs = [30, 56, 82, 108, 134, 160, 186];
  return (
    <svg className="places__sign" viewBox="0 0 220 110" width={176} height={88} aria-hidden="true" focusable="false">
      <g stroke="var(--ink)" strokeWidth={3} strokeLinejoin="round" strokeLinecap="round">
        <rect x={14} y={10} width={192} height={92} rx={18} fill="#3b2f6b" />
        {bulbs.map((x, i) => (
          <circle key={x} className={i % 2 ? 'arcade-sign__bulb arcade-sign__bulb--b' : 'arcade-sign__bulb'} cx={x + 2} cy={24} r={5} fill="var(--gold)" strokeWidth={2} />
        ))}
        <rect x={40} y={58} width={140} height={30} rx={10} fill="#d9483b" />
        <path d="M76 70 V46" fill="none" strokeWidth={5} />
        <circle cx={76} cy={42} r={9} fill="var(--accent)" />
        <ellipse cx={76} cy={70} rx={14} ry={5} fill="#2a2140" />
        <circle cx={126} cy={70} r={8} fill="var(--gold)" />
        <circle cx={152} cy={70} r={8} fill="#5b8fe0" />
      </g>
    </svg>
  );
}
