/**
 * Two of the four starting explorers, the outdoor ones: Pip the Pathfinder (map and compass)
 * and Fern the Botanist (sprout pot and leaf satchel). 200 x 200 drawings.
 */
import { Body, ExplorerSvg, Hand, Head, Legs, NO_LINE, Tube, type KidLook } from './explorer-parts.tsx';

/** Shared props of every explorer drawing. */
export interface ExplorerArtProps {
  /** Rendered width and height in px (default 160). */
  size?: number;
  className?: string;
}

const PIP: KidLook = { skin: '#f6cfa8', skinShade: '#e8b48a', shirt: '#5fae8e', pants: '#9a6b43', boots: '#7a4a2a' };
const PIP_HAIR = '#d9713a';
const KHAKI = '#d8b56a';

/** Pip the Pathfinder: bush hat, neckerchief, a folded trail map and a compass held high. */
export function PipArt({ size, className }: ExplorerArtProps) {
  return (
    <ExplorerSvg size={size} className={className} label="Pip the Pathfinder">
      <Legs look={PIP} />
      <Body look={PIP}>
        <rect x={80} y={124} width={14} height={12} rx={2} fill="#4e9a7b" />
        <rect x={106} y={124} width={14} height={12} rx={2} fill="#4e9a7b" />
        <path d="M70 146 C90 152 110 152 130 146 L131 154 C110 160 90 160 69 154 Z" fill="#7a4a2a" />
        <rect x={95} y={147} width={10} height={9} rx={2} fill="var(--gold)" strokeWidth={2.5} />
      </Body>
      <path d="M82 104 H118 L100 124 Z" fill="#e0563f" />
      <Head
        look={PIP}
        hairBack={<path d="M60 70 C58 56 66 48 74 50 L126 50 C134 48 142 56 140 70 Z" fill={PIP_HAIR} />}
        hairFront={
          <g>
            <path d="M66 56 L72 70 L78 58 L86 66 L90 54 Z M134 56 L128 70 L122 58 L114 66 L110 54 Z" fill={PIP_HAIR} />
            <g fill="#c9844f" {...NO_LINE}>
              <circle cx={72} cy={86} r={1.6} />
              <circle cx={78} cy={89} r={1.6} />
              <circle cx={122} cy={89} r={1.6} />
              <circle cx={128} cy={86} r={1.6} />
            </g>
            {/* bush hat: brim, crown, band */}
            <ellipse cx={100} cy={48} rx={56} ry={12} fill={KHAKI} />
            <path d="M68 48 C66 16 134 16 132 48 C112 54 88 54 68 48 Z" fill="#e6c77f" />
            <path d="M69 38 C88 44 112 44 131 38 L132 47 C112 53 88 53 68 47 Z" fill="var(--accent)" />
            <path d="M80 34 C85 30 91 28 97 27" fill="none" stroke="#f7e2a8" strokeWidth={4} />
          </g>
        }
      />
      {/* the map, held out in the left hand */}
      <Tube d="M78 116 Q62 124 64 140" color={PIP.shirt} width={11} />
      <path d="M20 124 L36 118 L52 124 L68 118 L68 160 L52 166 L36 160 L20 166 Z" fill="#fff3d6" />
      <path d="M36 118 L52 124 V166 L36 160 Z" fill="#f0dcb0" {...NO_LINE} />
      <path d="M36 118 V160 M52 124 V166" fill="none" strokeWidth={2} opacity={0.6} />
      <path d="M26 154 C34 144 42 152 48 142 S58 134 60 130" fill="none" stroke="var(--accent)" strokeWidth={3} strokeDasharray="2 6" />
      <path d="M57 127 l7 7 M64 127 l-7 7" fill="none" stroke="var(--danger)" strokeWidth={3} />
      <Hand x={66} y={142} look={PIP} />
      {/* the compass, raised in the right hand */}
      <Tube d="M122 116 Q146 124 148 108" color={PIP.shirt} width={11} />
      <circle cx={156} cy={94} r={15} fill="var(--gold)" />
      <circle cx={156} cy={94} r={10} fill="var(--paper)" strokeWidth={2.5} />
      <path d="M156 86 L159 94 H153 Z" fill="var(--danger)" strokeWidth={1.5} />
      <path d="M153 94 H159 L156 102 Z" fill="var(--sapphire)" strokeWidth={1.5} />
      <rect x={152} y={75} width={8} height={5} rx={2} fill="var(--gold)" strokeWidth={2.5} />
      <Hand x={147} y={108} look={PIP} />
    </ExplorerSvg>
  );
}

const FERN: KidLook = { skin: '#a8693f', skinShade: '#8d5532', shirt: '#f4e3b5', pants: '#c9743e', boots: '#5b3a25' };
const FERN_HAIR = '#4a2e22';
const LEAF = '#6db552';
const LEAF_LIGHT = '#9fd67f';
const CURLS: ReadonlyArray<readonly [number, number, number]> = [
  [64, 60, 18], [74, 40, 19], [98, 30, 21], [124, 38, 20], [138, 60, 18], [58, 82, 13], [142, 82, 13],
];

/** Fern the Botanist: a cloud of curls with a leaf sprig, a green apron, a leaf satchel and a sprout. */
export function FernArt({ size, className }: ExplorerArtProps) {
  return (
    <ExplorerSvg size={size} className={className} label="Fern the Botanist">
      <Legs look={FERN} />
      <Body look={FERN}>
        <path d="M71 140 C90 146 110 146 129 140 L132 156 C112 164 88 164 68 156 Z" fill={LEAF} />
      </Body>
      <Tube d="M80 108 L130 146" color="#94502a" width={5} />
      <Head
        look={FERN}
        eyes="glad"
        hairBack={
          <g>
            {/* one silhouette: ink discs under hair discs, so the curls share a single outline */}
            <g fill="var(--ink)" {...NO_LINE}>
              {CURLS.map(([x, y, r]) => <circle key={`${x}${y}`} cx={x} cy={y} r={r + 3} />)}
            </g>
            <g fill={FERN_HAIR} {...NO_LINE}>
              {CURLS.map(([x, y, r]) => <circle key={`${x}${y}`} cx={x} cy={y} r={r} />)}
            </g>
          </g>
        }
        hairFront={
          <g>
            <path d="M62 66 C58 38 80 28 100 28 C120 28 142 38 138 66 Q130 54 120 58 Q112 48 100 56 Q88 48 80 58 Q70 54 62 66 Z" fill={FERN_HAIR} />
            <path d="M80 40 q5 -5 10 0 M106 36 q5 -5 10 0" fill="none" stroke="#7a5444" strokeWidth={2.5} />
            {/* leaf sprig and a blossom tucked in the curls */}
            <path d="M122 34 C130 18 148 18 150 24 C146 34 134 38 122 34 Z" fill={LEAF} />
            <path d="M124 33 C132 28 140 25 148 24" fill="none" strokeWidth={2} />
            <g fill="#f7a8b8">
              <circle cx={116} cy={30} r={5} />
              <circle cx={108} cy={26} r={5} />
              <circle cx={110} cy={36} r={5} />
            </g>
            <circle cx={112} cy={31} r={3} fill="var(--gold)" strokeWidth={2} />
          </g>
        }
      />
      {/* leaf satchel on the right hip */}
      <path d="M126 136 C134 126 156 128 162 138 C164 154 150 166 132 164 C124 158 120 146 126 136 Z" fill={LEAF} />
      <path d="M132 160 C140 157 148 153 154 148" fill="none" stroke="#3f7f2f" strokeWidth={2.5} />
      <path d="M136 128 C132 116 140 110 146 112 C148 120 144 126 136 128 Z" fill={LEAF_LIGHT} />
      <path d="M127 140 C138 146 152 146 162 140" fill="none" stroke="#3f7f2f" strokeWidth={2.5} />
      <circle cx={145} cy={145} r={3.5} fill="var(--gold)" strokeWidth={2} />
      {/* the sprout pot, held in both hands */}
      <Tube d="M78 116 Q66 136 84 150" color={FERN.shirt} width={11} />
      <Tube d="M122 116 Q132 136 116 150" color={FERN.shirt} width={11} />
      <path d="M100 136 V116" fill="none" stroke="#3f7f2f" strokeWidth={4} />
      <path d="M100 120 C92 106 80 110 82 118 C88 124 96 122 100 120 Z" fill={LEAF_LIGHT} />
      <path d="M100 124 C108 112 120 114 118 122 C112 128 104 126 100 124 Z" fill={LEAF} />
      <path d="M88 142 H112 L108 164 H92 Z" fill="#d77a4a" />
      <rect x={84} y={134} width={32} height={10} rx={3} fill="#e59a66" />
      <Hand x={84} y={150} look={FERN} />
      <Hand x={116} y={150} look={FERN} />
    </ExplorerSvg>
  );
}
