/**
 * Two of the four starting explorers, the ones with gear: Nell the Tinkerer (goggles, wrench
 * and cog) and Orin the Stargazer (starry cape and brass telescope). 200 x 200 drawings.
 */
import { Body, ExplorerSvg, Hand, Head, Legs, NO_LINE, Tube, type KidLook } from './explorer-parts.tsx';
import type { ExplorerArtProps } from './explorers-trail.tsx';

/** A cog outline around cx, cy with `teeth` square teeth. */
function cogPath(cx: number, cy: number, outer: number, inner: number, teeth: number): string {
  const points: string[] = [];
  for (let i = 0; i < teeth * 4; i += 1) {
    const r = i % 4 === 1 || i % 4 === 2 ? outer : inner;
    const a = ((i - 0.5) / (teeth * 4)) * Math.PI * 2;
    points.push(`${i === 0 ? 'M' : 'L'}${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return `${points.join(' ')} Z`;
}

const NELL: KidLook = { skin: '#f1c29a', skinShade: '#dca27a', shirt: 'var(--accent)', pants: '#4f7fe0', boots: '#6b4a36' };
const NELL_HAIR = '#8a4b2a';
const STEEL = '#b9c2cc';

/** Nell the Tinkerer: a bob with goggles pushed up, blue overalls, a wrench up high and a cog. */
export function NellArt({ size, className }: ExplorerArtProps) {
  return (
    <ExplorerSvg size={size} className={className} label="Nell the Tinkerer">
      <Legs look={NELL} />
      <Body look={NELL}>
        <path d="M84 118 H116 L118 140 H82 Z" fill={NELL.pants} />
        <path d="M72 140 H128 L132 156 C112 164 88 164 68 156 Z" fill={NELL.pants} />
        <rect x={92} y={122} width={16} height={12} rx={2} fill="#3f6cc8" />
        <path d="M104 112 L102 126" fill="none" stroke="var(--gold)" strokeWidth={3} />
      </Body>
      <Tube d="M86 120 L80 106" color={NELL.pants} width={6} />
      <Tube d="M114 120 L120 106" color={NELL.pants} width={6} />
      <circle cx={87} cy={122} r={3} fill="var(--gold)" strokeWidth={2} />
      <circle cx={113} cy={122} r={3} fill="var(--gold)" strokeWidth={2} />
      <Head
        look={NELL}
        hairBack={<path d="M58 86 C50 40 80 26 100 28 C122 26 150 40 142 86 C140 98 128 98 128 90 H72 C72 98 60 98 58 86 Z" fill={NELL_HAIR} />}
        hairFront={
          <g>
            <path d="M64 62 C66 38 88 30 104 32 C124 32 138 46 136 64 C124 54 110 52 100 58 C92 50 76 52 64 62 Z" fill={NELL_HAIR} />
            {/* goggles pushed up on the forehead */}
            <Tube d="M62 56 C80 46 120 46 138 56" color="#5a4636" width={5} />
            <circle cx={86} cy={50} r={12} fill="var(--gold)" />
            <circle cx={114} cy={50} r={12} fill="var(--gold)" />
            <circle cx={86} cy={50} r={7.5} fill="var(--sapphire-light)" strokeWidth={2.5} />
            <circle cx={114} cy={50} r={7.5} fill="var(--sapphire-light)" strokeWidth={2.5} />
            <path d="M83 47 l4 -3 M111 47 l4 -3" fill="none" stroke="#ffffff" strokeWidth={2.5} />
          </g>
        }
      />
      {/* a cog in the left hand */}
      <Tube d="M78 116 Q60 126 60 140" color={NELL.shirt} width={11} />
      <path d={cogPath(44, 146, 17, 12.5, 8)} fill="var(--gold)" />
      <circle cx={44} cy={146} r={5} fill="var(--paper)" strokeWidth={2.5} />
      <Hand x={60} y={142} look={NELL} />
      {/* the wrench, raised in the right hand */}
      <Tube d="M122 116 Q148 122 150 108" color={NELL.shirt} width={11} />
      <Tube d="M152 108 L164 70" color={STEEL} width={8} />
      <path d="M158 70 C150 62 154 48 164 46 L166 58 L174 60 L178 50 C184 58 180 72 170 74 Z" fill={STEEL} />
      <Hand x={151} y={106} look={NELL} />
    </ExplorerSvg>
  );
}

const ORIN: KidLook = { skin: '#d9a27a', skinShade: '#c0875f', shirt: '#4a58b4', pants: '#2f3566', boots: '#6b4a36' };
const ORIN_HAIR = '#3c3358';
const CAPE = '#2c3478';
const BRASS = '#d69a45';
const WOOD = '#9a5b34';

function Star({ x, y, r }: { x: number; y: number; r: number }) {
  const s = r * 0.38;
  return <path d={`M${x} ${y - r} L${x + s} ${y - s} L${x + r} ${y} L${x + s} ${y + s} L${x} ${y + r} L${x - s} ${y + s} L${x - r} ${y} L${x - s} ${y - s} Z`} fill="var(--gold)" strokeWidth={2} />;
}

/** Orin the Stargazer: a starry cape, a yellow scarf and a brass telescope aimed at a star. */
export function OrinArt({ size, className }: ExplorerArtProps) {
  return (
    <ExplorerSvg size={size} className={className} label="Orin the Stargazer">
      <path d="M74 110 C56 130 52 166 58 180 C80 186 120 186 142 180 C148 166 144 130 126 110 Z" fill={CAPE} />
      <g fill="var(--gold)" {...NO_LINE}>
        <circle cx={66} cy={164} r={2} />
        <circle cx={136} cy={150} r={2} />
        <circle cx={72} cy={136} r={1.6} />
      </g>
      <Legs look={ORIN} />
      <Body look={ORIN}>
        <path d="M100 106 V158" fill="none" stroke="#3a4696" strokeWidth={3} />
        <Star x={112} y={134} r={6} />
      </Body>
      <path d="M76 104 C90 114 110 114 124 104 L126 116 C110 126 90 126 74 116 Z" fill="var(--gold)" />
      <path d="M112 118 L120 140 L130 136 L122 114 Z" fill="var(--gold)" />
      <Head
        look={ORIN}
        hairBack={<path d="M60 76 C52 36 82 24 100 26 C124 24 152 40 140 76 Z" fill={ORIN_HAIR} />}
        hairFront={
          <g>
            <path d="M62 66 C62 40 86 28 106 30 C128 30 142 48 138 66 C128 58 118 52 110 46 C104 58 90 62 78 56 C72 62 66 64 62 66 Z" fill={ORIN_HAIR} />
            <path d="M84 38 C92 34 100 33 106 34" fill="none" stroke="#6a5f90" strokeWidth={3} />
            <path d="M130 34 A10 10 0 1 0 138 50 A8 8 0 1 1 130 34 Z" fill="var(--gold)" strokeWidth={2.5} />
          </g>
        }
      />
      {/* waving at the sky with the left hand */}
      <Tube d="M78 116 Q58 112 54 90" color={ORIN.shirt} width={11} />
      <Hand x={54} y={86} look={ORIN} />
      {/* the brass telescope on its tripod, aimed at the stars */}
      <g fill="none">
        <Tube d="M156 126 L140 186" color={WOOD} width={5} />
        <Tube d="M156 126 L174 186" color={WOOD} width={5} />
        <Tube d="M156 126 L158 188" color={WOOD} width={5} />
      </g>
      <Tube d="M130 146 L144 134" color={BRASS} width={8} />
      <Tube d="M144 134 L176 104" color={BRASS} width={14} />
      <path d="M141 126 L150 138 M168 98 L176 108" fill="none" stroke="#a06a2a" strokeWidth={4} />
      <ellipse cx={180} cy={100} rx={5} ry={11} transform="rotate(-43 180 100)" fill="var(--sapphire-light)" strokeWidth={3} />
      <circle cx={156} cy={126} r={6} fill="#a06a2a" strokeWidth={2.5} />
      <Tube d="M122 116 Q136 126 134 142" color={ORIN.shirt} width={11} />
      <Hand x={133} y={144} look={ORIN} />
      <Star x={176} y={44} r={11} />
      <Star x={148} y={26} r={6} />
      <Star x={28} y={54} r={5} />
      <g fill="none" stroke="var(--gold)" strokeWidth={2.5}>
        <path d="M166 58 l-4 4 M188 58 l4 4 M192 38 l5 -1" />
      </g>
    </ExplorerSvg>
  );
}
