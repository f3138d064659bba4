/**
 * Town hall pictures: the hall itself (the town banner's drawing, with bunting) and Mayor
 * Bramble, the town's hedgehog mayor, in a top hat and chain of office. Decorative.
 */
import { TownHall } from '../../../components/art/town-banner-parts.tsx';

const NO_LINE = { stroke: 'none' } as const;

export function TownHallPicture() {
  const flags = [0, 1, 2, 3, 4, 5, 6, 7];
  const colours = ['var(--sapphire)', 'var(--gold)', 'var(--accent)', '#6db552'];
  return (
    <svg className="townhall__picture" viewBox="290 40 220 280" aria-hidden="true" focusable="false">
      <g stroke="var(--ink)" strokeWidth={3} strokeLinejoin="round" strokeLinecap="round">
        <ellipse cx={400} cy={310} rx={104} ry={8} fill="var(--ink)" opacity={0.14} {...NO_LINE} />
        <TownHall />
        <path d="M300 200 Q350 226 376 206 M424 206 Q450 226 500 200" fill="none" strokeWidth={2} />
        {flags.map((i) => {
          const left = i < 4;
          const t = (i % 4) / 4 + 0.12;
          const x = left ? 300 + t * 76 : 424 + t * 76;
          const y = 200 + Math.sin(t * Math.PI) * (left ? 14 : 14) + (left ? t * 6 : (1 - t) * 6);
          return <path key={i} d={`M${x - 6} ${y} L${x + 6} ${y} L${x} ${y + 12} Z`} fill={colours[i % colours.length]} strokeWidth={2} />;
        })}
      </g>
    </svg>
  );
}

/** Mayor Bramble: a round hedgehog, top hat, gold chain, very pleased to see you. */
export function MayorArt() {
  const spikes = Array.from({ length: 11 }, (_, i) => {
    const a = Math.PI * (0.95 + (i / 10) * 1.1);
    const r1 = 62;
    const r2 = 80;
    const b = a + 0.16;
    const c = a - 0.16;
    return `M${100 + r1 * Math.cos(c)} ${112 + r1 * Math.sin(c)} L${100 + r2 * Math.cos(a)} ${112 + r2 * Math.sin(a)} L${100 + r1 * Math.cos(b)} ${112 + r1 * Math.sin(b)}`;
  });
  return (
    <svg className="townhall__mayor" viewBox="0 0 200 200" aria-hidden="true" focusable="false">
      <g stroke="var(--ink)" strokeWidth={3.5} strokeLinejoin="round" strokeLinecap="round">
        <ellipse cx={100} cy={190} rx={60} ry={7} fill="var(--ink)" opacity={0.14} {...NO_LINE} />
        <path d={spikes.join(' ')} fill="#7a5236" />
        <ellipse cx={100} cy={124} rx={66} ry={62} fill="#8d6342" />
        <path d="M52 150 C52 112 72 96 100 96 C128 96 148 112 148 150 C148 176 128 186 100 186 C72 186 52 176 52 150 Z" fill="#f3e1bf" />
        <circle cx={84} cy={128} r={6} fill="var(--ink)" {...NO_LINE} />
        <circle cx={116} cy={128} r={6} fill="var(--ink)" {...NO_LINE} />
        <circle cx={86} cy={126} r={2} fill="#ffffff" {...NO_LINE} />
        <circle cx={118} cy={126} r={2} fill="#ffffff" {...NO_LINE} />
        <ellipse cx={100} cy={142} rx={8} ry={6} fill="var(--ink)" />
        <path d="M90 154 Q100 162 110 154" fill="none" strokeWidth={3} />
        <ellipse cx={72} cy={146} rx={7} ry={4} fill="#f29a7e" opacity={0.7} {...NO_LINE} />
        <ellipse cx={128} cy={146} rx={7} ry={4} fill="#f29a7e" opacity={0.7} {...NO_LINE} />
        {/* chain of office */}
        <path d="M62 166 Q100 196 138 166" fill="none" stroke="var(--ink)" strokeWidth={7} />
        <path d="M62 166 Q100 196 138 166" fill="none" stroke="var(--gold)" strokeWidth={3.5} strokeDasharray="5 4" />
        <circle cx={100} cy={182} r={9} fill="var(--gold)" />
        <path d="M100 176 L104 182 L100 188 L96 182 Z" fill="var(--sapphire)" strokeWidth={2} />
        {/* top hat */}
        <g transform="rotate(-8 100 66)">
          <ellipse cx={100} cy={74} rx={44} ry={9} fill="#2a2140" />
          <path d="M72 72 V24 Q100 16 128 24 V72 Z" fill="#2a2140" />
          <path d="M72 60 Q100 66 128 60 V70 Q100 76 72 70 Z" fill="var(--sapphire)" />
        </g>
      </g>
    </svg>
  );
}
