/** A wrapped gift with a gold bow and a couple of sparkles; decorative. */
export function GiftArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 120 110" aria-hidden="true" focusable="false">
      <g stroke="var(--ink)" strokeWidth={3} strokeLinejoin="round" strokeLinecap="round">
        <ellipse cx={60} cy={102} rx={42} ry={5} fill="var(--ink)" opacity={0.12} stroke="none" />
        <rect x={22} y={52} width={76} height={48} rx={5} fill="var(--sapphire)" />
        <rect x={16} y={38} width={88} height={18} rx={5} fill="var(--sapphire-light)" />
        <path d="M52 38v62h16V38z" fill="var(--gold)" />
        <path d="M60 38c-6-16-26-22-28-10s18 10 28 10zM60 38c6-16 26-22 28-10s-18 10-28 10z" fill="var(--gold)" />
        <path d="M98 12l2.5 6 6 2.5-6 2.5-2.5 6-2.5-6-6-2.5 6-2.5z" fill="var(--gold)" strokeWidth={2} />
        <path d="M20 16l2 4.5 4.5 2-4.5 2-2 4.5-2-4.5-4.5-2 4.5-2z" fill="var(--paper)" strokeWidth={2} />
      </g>
    </svg>
  );
}
