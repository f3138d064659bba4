/**
 * Building blocks of the login banner scene (core 0..800 x 0..400 units).
 * Every group inherits the ink outline from the banner root; shades use stroke="none".
 */
import { GemShape } from './gem-shape.tsx';

const NO_LINE = { stroke: 'none' } as const;
const LEAF = '#6db552';
const LEAF_SHADE = '#559c40';
const LIT = '#ffe08a';
const WOOD = '#9a5b34';

export function Cloud({ x, y, scale = 1, className }: { x: number; y: number; scale?: number; className?: string }) {
  return (
    <g className={className}>
      <g transform={`translate(${x} ${y}) scale(${scale})`}>
        <path
          d="M14 44 C-2 44 -2 22 16 22 C16 4 42 -2 52 14 C60 0 88 4 86 24 C104 22 108 44 90 44 Z"
          fill="#ffffff"
        />
        <path d="M6 40 C30 46 70 46 98 38 C96 44 92 44 90 44 H14 C10 44 8 42 6 40 Z" fill="#e2f0f7" {...NO_LINE} />
      </g>
    </g>
  );
}

export function Tree({ x, y, r = 26, className }: { x: number; y: number; r?: number; className?: string }) {
  // x, y: foot of the trunk
  return (
    <g className={className} transform={`translate(${x} ${y})`}>
      <path d={`M-5 0 L-4 ${-r * 1.1} H4 L5 0 Z`} fill={WOOD} />
      <path
        d={`M${-r} ${-r * 1.3} C${-r * 1.2} ${-r * 2.3} ${-r * 0.2} ${-r * 2.9} ${r * 0.25} ${-r * 2.4}
           C${r * 1.1} ${-r * 2.6} ${r * 1.4} ${-r * 1.6} ${r * 0.95} ${-r * 1.1}
           C${r * 0.7} ${-r * 0.6} ${-r * 0.7} ${-r * 0.55} ${-r} ${-r * 1.3} Z`}
        fill={LEAF}
      />
      <path
        d={`M${r * 0.95} ${-r * 1.6} C${r * 1.1} ${-r * 1.2} ${r * 0.7} ${-r * 0.8} ${r * 0.1} ${-r * 0.86}
           C${r * 0.7} ${-r * 1.1} ${r * 0.9} ${-r * 1.3} ${r * 0.95} ${-r * 1.6} Z`}
        fill={LEAF_SHADE}
        {...NO_LINE}
      />
      <circle cx={-r * 0.35} cy={-r * 1.9} r={r * 0.13} fill="#9fd67f" {...NO_LINE} />
    </g>
  );
}

export function Bush({ x, y, w = 40 }: { x: number; y: number; w?: number }) {
  const h = w * 0.45;
  return (
    <path
      d={`M${x - w / 2} ${y} C${x - w / 2 - 4} ${y - h} ${x - w / 6} ${y - h * 1.5} ${x} ${y - h}
         C${x + w / 6} ${y - h * 1.6} ${x + w / 2 + 6} ${y - h} ${x + w / 2} ${y} Z`}
      fill={LEAF}
    />
  );
}

/** A little arched window with a warm light and a cross bar. */
function ArchWindow({ x, y, w = 16, h = 22 }: { x: number; y: number; w?: number; h?: number }) {
  const r = w / 2;
  return (
    <g>
      <path d={`M${x} ${y + h} V${y + r} A${r} ${r} 0 0 1 ${x + w} ${y + r} V${y + h} Z`} fill={LIT} />
      <path d={`M${x + r} ${y + 2} V${y + h} M${x} ${y + r + 4} H${x + w}`} fill="none" strokeWidth={2} />
    </g>
  );
}

export function Cottage({ x, y, w = 60, flip = false }: { x: number; y: number; w?: number; flip?: boolean }) {
  // x, y: bottom-left corner of the walls
  const h = w * 0.78;
  const peak = y - h - w * 0.62;
  const doorX = flip ? x + w * 0.16 : x + w * 0.56;
  const winX = flip ? x + w * 0.6 : x + w * 0.14;
  return (
    <g>
      <rect x={x} y={y - h} width={w} height={h} fill="var(--paper)" />
      <rect x={x + w * 0.72} y={y - h + 1.5} width={w * 0.26} height={h - 3} fill="var(--paper-shade)" {...NO_LINE} />
      <path d={`M${doorX} ${y} V${y - h * 0.5} A${w * 0.14} ${w * 0.14} 0 0 1 ${doorX + w * 0.28} ${y - h * 0.5} V${y} Z`} fill={WOOD} />
      <circle cx={flip ? doorX + w * 0.22 : doorX + w * 0.06} cy={y - h * 0.28} r={1.8} fill="var(--gold)" {...NO_LINE} />
      <rect x={winX} y={y - h * 0.72} width={w * 0.24} height={w * 0.24} rx={3} fill={LIT} />
      <path d={`M${winX + w * 0.12} ${y - h * 0.72} v${w * 0.24} M${winX} ${y - h * 0.72 + w * 0.12} h${w * 0.24}`} strokeWidth={2} fill="none" />
      <path d={`M${x - w * 0.16} ${y - h + 4} L${x + w / 2} ${peak} L${x + w * 1.16} ${y - h + 4} Z`} fill="var(--sapphire)" />
      <path d={`M${x + w / 2} ${peak + 4} L${x + w * 1.1} ${y - h + 2} H${x + w * 0.68} Z`} fill="var(--sapphire-dark)" {...NO_LINE} />
      <path d={`M${x + w * 0.2} ${y - h - 6} L${x + w / 2 - 2} ${peak + 10}`} stroke="#7fa4f2" strokeWidth={4} fill="none" />
    </g>
  );
}

export function TownHall() {
  return (
    <g>
      {/* clock tower */}
      <rect x={376} y={134} width={48} height={96} fill="var(--paper)" />
      <rect x={408} y={136} width={14} height={92} fill="var(--paper-shade)" stroke="none" />
      <circle cx={400} cy={168} r={15} fill="#ffffff" />
      <path d="M400 168 V158 M400 168 L407 172" fill="none" strokeWidth={2.5} />
      <circle cx={400} cy={168} r={2} fill="var(--ink)" stroke="none" />
      <path d="M364 138 L400 96 L436 138 Z" fill="var(--accent)" />
      <path d="M400 100 L432 136 H408 Z" fill="#d9712a" stroke="none" />
      <rect x={396.5} y={86} width={7} height={14} rx={2} fill="var(--gold)" />
      <GemShape x={381} y={51} size={38} line={3} className="tb-gem" />
      {/* hall body */}
      <rect x={334} y={222} width={132} height={80} fill="var(--paper)" />
      <rect x={440} y={224} width={24} height={76} fill="var(--paper-shade)" stroke="none" />
      <rect x={328} y={216} width={144} height={12} rx={3} fill="var(--paper-shade)" />
      <path d="M322 218 L400 178 L478 218 Z" fill="var(--accent)" />
      <path d="M400 182 L472 216 H420 Z" fill="#d9712a" stroke="none" />
      <circle cx={400} cy={204} r={9} fill="var(--sapphire-light)" />
      <GemShape x={393} y={197} size={14} line={2} />
      {/* columns */}
      {[342, 372, 418, 448].map((cx) => (
        <rect key={cx} x={cx} y={232} width={10} height={66} rx={2} fill="#fff" />
      ))}
      <ArchWindow x={355} y={246} w={14} h={26} />
      <ArchWindow x={431} y={246} w={14} h={26} />
      {/* door and steps */}
      <path d="M386 302 V272 A14 14 0 0 1 414 272 V302 Z" fill="var(--sapphire-dark)" />
      <path d="M400 260 V302" fill="none" strokeWidth={2} />
      <rect x={370} y={300} width={60} height={8} rx={2} fill="var(--paper-shade)" />
    </g>
  );
}

export function Workshop() {
  return (
    <g>
      {/* chimney behind roof */}
      <rect x={630} y={204} width={18} height={40} fill="#b9674a" />
      <rect x={626} y={198} width={26} height={10} rx={2} fill="#a45940" />
      <rect x={566} y={250} width={94} height={54} fill="var(--bg-grey)" />
      <rect x={636} y={252} width={22} height={50} fill="#aea79e" stroke="none" />
      <path d="M556 254 L590 222 H670 L670 254 Z" fill="#b36b3c" />
      <path d="M646 224 H668 V252 H646 Z" fill="#97582f" stroke="none" />
      {/* big door */}
      <path d="M578 304 V274 H610 V304 Z" fill={WOOD} />
      <path d="M578 274 L610 304 M610 274 L578 304" fill="none" strokeWidth={2} />
      {/* gear sign */}
      <g transform="translate(638 276)">
        <path
          d="M-3 -13 H3 L4 -9 L8 -11 L12 -7 L9 -3 L13 -2 V3 L9 4 L11 8 L7 12 L3 9 L2 13 H-2 L-3 9 L-7 12 L-11 8 L-9 4 L-13 3 V-3 L-9 -3 L-11 -7 L-7 -11 L-3 -9 Z"
          fill="var(--gold)"
          strokeWidth={2.5}
        />
        <circle r={4} fill="var(--bg-grey)" strokeWidth={2.5} />
      </g>
    </g>
  );
}

export function Smoke() {
  const puff = 'M631 193 C626 193 625 186 630 185 C630 179 638 177 641 182 C645 179 651 183 648 188 C652 190 650 194 647 194 Z';
  return (
    <g fill="#ffffff" stroke="var(--ink-soft)" strokeWidth={2.5}>
      <path className="tb-puff tb-puff-1" d={puff} />
      <path className="tb-puff tb-puff-2" d={puff} />
      <path className="tb-puff tb-puff-3" d={puff} />
    </g>
  );
}

export function Pond() {
  return (
    <g>
      <ellipse cx={170} cy={368} rx={66} ry={17} fill="#7cc4e6" />
      <path d="M120 366 C140 360 170 358 200 362" fill="none" stroke="#c9ecf8" strokeWidth={3} />
      <path d="M190 374 h22 M132 374 h14" fill="none" stroke="#5aa9cf" strokeWidth={2.5} />
      <ellipse cx={214} cy={366} rx={10} ry={4} fill={LEAF} strokeWidth={2} />
      {/* duck */}
      {/* The bob is a CSS transform, which would replace a transform attribute on the same group. */}
      <g transform="translate(148 362)">
        <g className="tb-duck">
          <path d="M-12 0 C-12 -8 0 -9 4 -5 C4 -13 14 -14 15 -6 L21 -4 L15 -1 C14 3 8 5 0 5 C-8 5 -12 3 -12 0 Z" fill="var(--gold)" strokeWidth={2.5} />
          <circle cx={10} cy={-8} r={1.4} fill="var(--ink)" stroke="none" />
          <path d="M15 -6 L21 -4 L15 -2 Z" fill="var(--accent)" strokeWidth={1.5} />
        </g>
      </g>
    </g>
  );
}

export function Flowers({ x, y, color }: { x: number; y: number; color: string }) {
  return (
    <g strokeWidth={2}>
      {[
        [0, 0],
        [10, -4],
        [18, 2],
      ].map(([dx = 0, dy = 0]) => (
        <g key={dx}>
          <path d={`M${x + dx} ${y + dy} v8`} fill="none" stroke={LEAF_SHADE} />
          <circle cx={x + dx} cy={y + dy} r={4} fill={color} />
        </g>
      ))}
    </g>
  );
}

