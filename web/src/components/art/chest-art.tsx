import { useId } from 'react';

/**
 * The treasure chest, drawn for a 240 x 200 box in the town's inked storybook style: planked wood,
 * gold straps and a sapphire lock. Open, its lid stands up behind and light spills out.
 * Decorative unless given a label. Shared by the chest reveal and the bare /pack/success page.
 */
const WOOD = '#c07a3e';
const WOOD_LIGHT = '#d99354';
const WOOD_SHADE = '#9a5b2c';
const WOOD_INSIDE = '#6e3b1d';
const GOLD = 'var(--gold)';
const GOLD_SHADE = '#d9a521';
const NO_LINE = { stroke: 'none' } as const;

export interface ChestArtProps {
  open?: boolean;
  className?: string;
  /** Accessible name; without it the picture is hidden from assistive technology. */
  label?: string;
}

function Sparkle({ x, y, size }: { x: number; y: number; size: number }) {
  const s = size;
  return <path className="chest-art__sparkle" d={`M${x} ${y - s} Q${x} ${y} ${x + s} ${y} Q${x} ${y} ${x} ${y + s} Q${x} ${y} ${x - s} ${y} Q${x} ${y} ${x} ${y - s} Z`} fill="#fff6c9" strokeWidth={2} />;
}

function Strap({ x, top, bottom }: { x: number; top: number; bottom: number }) {
  return (
    <g>
      <rect x={x} y={top} width={18} height={bottom - top} fill={GOLD} />
      <rect x={x + 12} y={top + 2} width={4} height={bottom - top - 4} fill={GOLD_SHADE} {...NO_LINE} />
      <circle cx={x + 9} cy={top + 10} r={2.6} fill={GOLD_SHADE} strokeWidth={1.5} />
      <circle cx={x + 9} cy={bottom - 10} r={2.6} fill={GOLD_SHADE} strokeWidth={1.5} />
    </g>
  );
}

function ClosedLid() {
  return (
    <g className="chest-art__lid">
      <path d="M28 102 V74 Q28 38 120 38 Q212 38 212 74 V102 Z" fill={WOOD_LIGHT} />
      <path d="M178 44 Q212 52 212 74 V100 H196 V72 Q196 56 178 44 Z" fill={WOOD} {...NO_LINE} />
      <path d="M40 70 Q120 56 200 70" fill="none" strokeWidth={2} opacity={0.5} />
      <path d="M34 86 H206" fill="none" strokeWidth={2} opacity={0.5} />
      <Strap x={54} top={46} bottom={102} />
      <Strap x={168} top={46} bottom={102} />
    </g>
  );
}

function OpenLid() {
  return (
    <g className="chest-art__lid chest-art__lid--open">
      <path d="M34 92 L24 30 Q120 2 216 30 L206 92 Z" fill={WOOD_INSIDE} />
      <path d="M34 92 L24 30 Q120 2 216 30 L206 92" fill="none" strokeWidth={8} stroke={WOOD_LIGHT} />
      <path d="M34 92 L24 30 Q120 2 216 30 L206 92" fill="none" />
      <path d="M60 86 L56 26 M180 86 L184 26" fill="none" stroke={GOLD} strokeWidth={10} />
    </g>
  );
}

export function ChestArt({ open = false, className, label }: ChestArtProps) {
  // Several chests can share a page (the button and the reveal): each needs its own gradient id.
  const glowId = `chest-glow-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const labelled = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: labelled above: role img with aria-label, or hidden
    <svg
      className={`chest-art${open ? ' chest-art--open' : ''}${className ? ` ${className}` : ''}`}
      viewBox="0 0 240 200"
      xmlns="http://www.w3.org/2000/svg"
      focusable="false"
      {...labelled}
    >
      <defs>
        <radialGradient id={glowId} cx="50%" cy="60%" r="50%">
          <stop offset="0%" stopColor="#fff6c9" stopOpacity={1} />
          <stop offset="55%" stopColor="#f5c542" stopOpacity={0.55} />
          <stop offset="100%" stopColor="#f5c542" stopOpacity={0} />
        </radialGradient>
      </defs>
      <g stroke="var(--ink)" strokeWidth={3} strokeLinejoin="round" strokeLinecap="round">
        <ellipse cx={120} cy={186} rx={104} ry={10} fill="var(--ink)" opacity={0.18} {...NO_LINE} />
        {open ? (
          <g className="chest-art__light">
            <ellipse cx={120} cy={84} rx={118} ry={84} fill={`url(#${glowId})`} {...NO_LINE} />
            <OpenLid />
            <path d="M36 100 L44 86 H196 L204 100 Z" fill="#fff1b8" />
          </g>
        ) : null}
        {/* body */}
        <path d="M28 100 H212 V170 Q212 182 200 182 H40 Q28 182 28 170 Z" fill={WOOD} />
        <path d="M192 100 H212 V170 Q212 182 200 182 H192 Z" fill={WOOD_SHADE} {...NO_LINE} />
        <path d="M32 126 H208 M32 152 H208" fill="none" strokeWidth={2} opacity={0.45} />
        <path d="M28 100 H212 V112 H28 Z" fill={GOLD} />
        <Strap x={54} top={100} bottom={182} />
        <Strap x={168} top={100} bottom={182} />
        {open ? null : <ClosedLid />}
        {/* lock: a gold plate with the town's sapphire */}
        <g className="chest-art__lock">
          <path d="M102 90 H138 V122 Q138 134 120 140 Q102 134 102 122 Z" fill={GOLD} />
          <path d="M120 98 L130 110 L120 124 L110 110 Z" fill="var(--sapphire)" strokeWidth={2.5} />
          <path d="M116 104 L120 100 L124 105" fill="none" stroke="#fff" strokeWidth={2} opacity={0.8} />
        </g>
        {open ? (
          <g>
            <Sparkle x={52} y={40} size={9} />
            <Sparkle x={196} y={24} size={11} />
            <Sparkle x={150} y={8} size={7} />
            <Sparkle x={84} y={14} size={6} />
          </g>
        ) : null}
      </g>
    </svg>
  );
}
