/**
 * Art of the clickable creatures and objects on the town map (1600 x 900 units).
 * Each is drawn at its own spot; town-map.tsx wraps them in labelled buttons.
 */
import { Tree } from '../../../components/art/town-banner-parts.tsx';

const NO_LINE = { stroke: 'none' } as const;
const WOOD = '#9a5b34';
const LEAF = '#6db552';

/** A standing torch by the town hall steps. */
export function TorchArt() {
  return (
    <g transform="translate(648 600)">
      <path d="M-6 0 L-4 -70 H4 L6 0 Z" fill={WOOD} />
      <path d="M-16 -72 H16 L10 -88 H-10 Z" fill="var(--bg-grey)" />
      <g className="tm-flame">
        <path d="M0 -132 C14 -116 18 -100 10 -90 H-10 C-18 -100 -10 -114 0 -132 Z" fill="var(--accent)" />
        <path d="M0 -114 C7 -106 8 -96 4 -91 H-4 C-8 -98 -4 -106 0 -114 Z" fill="var(--gold)" {...NO_LINE} />
      </g>
      <rect x={-12} y={-4} width={24} height={6} rx={2} fill="var(--bg-grey)" />
    </g>
  );
}

/** A striped hot-air balloon drifting over the workshop. */
export function BalloonArt() {
  return (
    <g className="tm-balloon">
      <g transform="translate(1230 210)">
        <path d="M0 -66 C40 -66 58 -38 54 -10 C50 16 24 34 12 46 H-12 C-24 34 -50 16 -54 -10 C-58 -38 -40 -66 0 -66 Z" fill="var(--gold)" />
        <path d="M0 -66 C-18 -50 -24 -10 -12 46 H12 C24 -10 18 -50 0 -66 Z" fill="var(--sapphire)" />
        <path d="M-36 -54 C-52 -30 -46 10 -26 30" fill="none" stroke="var(--accent)" strokeWidth={6} />
        <path d="M36 -54 C52 -30 46 10 26 30" fill="none" stroke="var(--accent)" strokeWidth={6} />
        <path d="M-30 -40 C-34 -30 -34 -22 -32 -14" fill="none" stroke="#fff3c4" strokeWidth={5} />
        <path d="M-10 46 L-12 62 M10 46 L12 62" fill="none" strokeWidth={2} />
        <path d="M-14 62 H14 L11 80 H-11 Z" fill={WOOD} />
        <path d="M-12 70 H12" fill="none" stroke="#c98e50" strokeWidth={2.5} />
      </g>
    </g>
  );
}

/** An oak heavy with acorns. */
export function AcornTreeArt() {
  const acorns: Array<[number, number]> = [[968, 768], [1012, 752], [1040, 784], [988, 800], [1024, 836]];
  return (
    <g>
      <Tree x={1004} y={858} r={40} />
      {acorns.map(([x, y], i) => (
        <g key={x} transform={`translate(${x} ${y}) rotate(${i % 2 ? 12 : -10})`} className={i === 1 ? 'tm-acorn' : undefined} strokeWidth={2}>
          <path d="M-6 0 C-6 10 6 10 6 0 Z" fill="#c98a4b" />
          <path d="M-8 1 C-8 -6 8 -6 8 1 Z" fill="#8a5a2c" />
          <path d="M0 -5 V-8" fill="none" />
        </g>
      ))}
    </g>
  );
}

/** A little bluebird on top of a round tree, west of the content hall. */
export function BirdArt() {
  return (
    <g>
      <Tree x={160} y={648} r={34} />
      {/* The hop is a CSS transform, which would replace a transform attribute on the same group. */}
      <g transform="translate(170 556)">
        <g className="tm-bird">
          <path d="M-16 0 C-16 -14 0 -20 10 -14 C12 -22 22 -24 24 -16 L32 -13 L24 -10 C24 2 12 8 0 8 C-8 8 -16 6 -16 0 Z" fill="var(--sapphire)" strokeWidth={2.5} />
          <path d="M-16 -2 L-28 -8 L-22 2 Z" fill="var(--sapphire-dark)" strokeWidth={2} />
          <path d="M-4 -6 C2 -2 10 -2 12 -8" fill="none" stroke="var(--sapphire-light)" strokeWidth={3} />
          <path d="M4 8 C10 6 16 2 18 -4 C20 4 12 10 4 8 Z" fill="#fff1e0" {...NO_LINE} />
          <circle cx={17} cy={-16} r={2} fill="var(--ink)" {...NO_LINE} />
          <path d="M24 -16 L32 -13 L24 -10 Z" fill="var(--accent)" strokeWidth={1.5} />
          <path d="M-2 8 V14 M6 8 V14" fill="none" strokeWidth={2} />
        </g>
      </g>
    </g>
  );
}

/** A frog sunning on a lily pad in the fishing pond. */
export function FrogArt() {
  return (
    <g transform="translate(110 826)">
      <ellipse cx={0} cy={10} rx={32} ry={10} fill={LEAF} strokeWidth={2.5} />
      <path d="M0 10 L14 2" fill="none" stroke="#559c40" strokeWidth={2} />
      <g className="tm-frog">
        <path d="M-18 8 C-20 -8 -8 -16 0 -16 C8 -16 20 -8 18 8 Z" fill="#7cc95a" strokeWidth={2.5} />
        <circle cx={-8} cy={-16} r={7} fill="#7cc95a" strokeWidth={2.5} />
        <circle cx={8} cy={-16} r={7} fill="#7cc95a" strokeWidth={2.5} />
        <circle cx={-8} cy={-16} r={3} fill="var(--ink)" {...NO_LINE} />
        <circle cx={8} cy={-16} r={3} fill="var(--ink)" {...NO_LINE} />
        <path d="M-8 -4 Q0 2 8 -4" fill="none" strokeWidth={2} />
        <circle cx={-10} cy={-2} r={2.5} fill="#f6a28c" {...NO_LINE} />
        <circle cx={10} cy={-2} r={2.5} fill="#f6a28c" {...NO_LINE} />
      </g>
    </g>
  );
}

/** An old stone wall with a climbing flower. */
export function WallArt() {
  const stones: Array<[number, number, number]> = [
    [1184, 806, 40], [1226, 806, 46], [1274, 806, 38], [1314, 806, 30],
    [1192, 782, 30], [1224, 782, 44], [1270, 782, 36], [1308, 782, 36],
    [1200, 758, 38], [1240, 758, 40], [1282, 758, 32],
  ];
  return (
    <g>
      {stones.map(([x, y, w]) => (
        <rect key={`${x}-${y}`} x={x} y={y} width={w} height={22} rx={7} fill="#d8d0c4" strokeWidth={2.5} />
      ))}
      <path d="M1318 780 C1336 770 1340 756 1332 744" fill="none" stroke="#559c40" strokeWidth={3} />
      <circle cx={1332} cy={742} r={6} fill="var(--accent)" strokeWidth={2} />
      <circle cx={1340} cy={764} r={5} fill="var(--gold)" strokeWidth={2} />
      <path d="M1188 812 h8 M1240 790 h10 M1250 766 h6" fill="none" stroke="#b3aa9c" strokeWidth={2.5} />
    </g>
  );
}

/** Chugs, the milk-carton mascot, peeking out from behind a bush. */
export function ChugsArt() {
  return (
    <g transform="translate(1432 808)">
      <g className="tm-chugs">
        <path d="M-18 -42 L0 -58 L18 -42 Z" fill="var(--sapphire)" />
        <rect x={-4} y={-66} width={8} height={10} rx={2} fill="#ffffff" />
        <rect x={-18} y={-42} width={36} height={44} rx={4} fill="#ffffff" />
        <path d="M-14 -14 H14" fill="none" stroke="var(--sapphire-light)" strokeWidth={6} />
        <circle cx={-7} cy={-28} r={3} fill="var(--ink)" {...NO_LINE} />
        <circle cx={7} cy={-28} r={3} fill="var(--ink)" {...NO_LINE} />
        <path d="M-5 -20 Q0 -15 5 -20" fill="none" strokeWidth={2} />
        <circle cx={-12} cy={-22} r={2.5} fill="#f6a28c" {...NO_LINE} />
        <circle cx={12} cy={-22} r={2.5} fill="#f6a28c" {...NO_LINE} />
      </g>
      <path d="M-40 4 C-44 -16 -24 -26 -12 -16 C-6 -30 16 -30 20 -14 C32 -22 46 -10 40 4 Z" fill={LEAF} />
    </g>
  );
}

/** Chugs again, out on roller skates along the east road. */
export function SkatingChugsArt() {
  return (
    <g transform="translate(1120 724)">
      <g className="tm-skater">
        <g transform="rotate(-8)">
          <path d="M-14 -34 L0 -46 L14 -34 Z" fill="var(--sapphire)" />
          <rect x={-3} y={-52} width={6} height={8} rx={2} fill="#ffffff" />
          <rect x={-14} y={-34} width={28} height={34} rx={4} fill="#ffffff" />
          <path d="M-11 -12 H11" fill="none" stroke="var(--sapphire-light)" strokeWidth={5} />
          <circle cx={-5} cy={-23} r={2.5} fill="var(--ink)" {...NO_LINE} />
          <circle cx={6} cy={-23} r={2.5} fill="var(--ink)" {...NO_LINE} />
          <path d="M-4 -17 Q1 -12 6 -17" fill="none" strokeWidth={2} />
          <path d="M-14 -20 L-26 -28 M14 -20 L26 -14" fill="none" strokeWidth={3} />
        </g>
        <path d="M-16 2 H-2 V8 H-16 Z M4 2 H18 V8 H4 Z" fill="var(--accent)" strokeWidth={2} />
        <g fill="var(--gold)" strokeWidth={2}>
          <circle cx={-13} cy={11} r={3.5} />
          <circle cx={-5} cy={11} r={3.5} />
          <circle cx={7} cy={11} r={3.5} />
          <circle cx={15} cy={11} r={3.5} />
        </g>
        <path d="M-38 -6 H-26 M-42 2 H-28" fill="none" stroke="#ffffff" strokeWidth={3} opacity={0.8} />
      </g>
    </g>
  );
}
