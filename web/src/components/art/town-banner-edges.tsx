/**
 * Scenery outside the banner's 0..800 core (x -200..0 and 800..1000). Very wide
 * banners show it; phones never do, so nothing here matters for reading the scene.
 */
import { Bush, Cloud, Cottage, Flowers, Tree } from './town-banner-parts.tsx';

const WOOD = '#9a5b34';

function Windmill({ x, y }: { x: number; y: number }) {
  // x, y: foot of the mill
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M-16 0 L-10 -52 H10 L16 0 Z" fill="var(--paper)" />
      <path d="M4 -50 H10 L16 0 H6 Z" fill="var(--paper-shade)" stroke="none" />
      <path d="M-6 0 V-14 A6 6 0 0 1 6 -14 V0 Z" fill={WOOD} />
      <path d="M-14 -50 L0 -66 L14 -50 Z" fill="var(--accent)" />
      <g className="tb-sails">
        {[0, 90, 180, 270].map((a) => (
          <g key={a} transform={`rotate(${a} 0 -52)`}>
            <path d="M-1.5 -54 V-92" fill="none" strokeWidth={2.5} />
            <rect x={1} y={-90} width={10} height={30} rx={1.5} fill="#fffaf0" strokeWidth={2.5} />
            <path d="M6 -88 V-62 M2 -75 H10" fill="none" stroke="var(--paper-shade)" strokeWidth={2} />
          </g>
        ))}
        <circle cx={0} cy={-52} r={4} fill="var(--gold)" strokeWidth={2.5} />
      </g>
    </g>
  );
}

function Fence({ x, y, posts }: { x: number; y: number; posts: number }) {
  const span = 22;
  const w = span * (posts - 1);
  return (
    <g>
      <path d={`M${x - 4} ${y - 14} H${x + w + 4} M${x - 4} ${y - 26} H${x + w + 4}`} fill="none" strokeWidth={7} />
      <path d={`M${x - 4} ${y - 14} H${x + w + 4} M${x - 4} ${y - 26} H${x + w + 4}`} fill="none" stroke="#e0a866" strokeWidth={2.5} />
      {Array.from({ length: posts }, (_, i) => (
        <path key={i} d={`M${x + i * span - 4} ${y} V${y - 32} L${x + i * span} ${y - 37} L${x + i * span + 4} ${y - 32} V${y} Z`} fill="#e0a866" strokeWidth={2.5} />
      ))}
    </g>
  );
}

export function Signpost({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect x={-4} y={-44} width={8} height={46} rx={2} fill={WOOD} />
      <path d="M-26 -44 H20 L30 -35 L20 -26 H-26 Z" fill="#e0a866" />
      <path d="M-18 -35 H14" fill="none" stroke="#b9773f" strokeWidth={3} />
    </g>
  );
}

export function Birds({ x, y }: { x: number; y: number }) {
  return (
    <path
      d={`M${x} ${y} q6 -6 12 0 q6 -6 12 0 M${x + 30} ${y - 14} q5 -5 10 0 q5 -5 10 0`}
      fill="none"
      strokeWidth={2.5}
    />
  );
}

/** Sky-level extras for the edges: drawn before the hills. */
export function EdgeSky() {
  return (
    <g>
      <Cloud className="tb-cloud tb-cloud-c" x={-170} y={54} scale={0.8} />
      <Cloud className="tb-cloud tb-cloud-a" x={860} y={50} scale={0.75} />
      <Birds x={900} y={130} />
    </g>
  );
}

/** Far-hill extras: drawn after the far hills, before the town hill. */
export function EdgeFar() {
  return (
    <g>
      <Windmill x={-110} y={250} />
      <Cottage x={896} y={246} w={30} />
    </g>
  );
}

/** Town-hill extras: drawn with the town. */
export function EdgeNear() {
  return (
    <g>
      <Tree x={-150} y={300} r={24} />
      <Tree x={-50} y={298} r={18} />
      <Tree x={860} y={294} r={24} />
      <Tree x={968} y={290} r={18} />
    </g>
  );
}

/** Foreground extras: drawn after the front hills. */
export function EdgeFront() {
  return (
    <g>
      <Fence x={-186} y={370} posts={5} />
      <Bush x={-76} y={364} w={30} />
      <Flowers x={-40} y={372} color="var(--accent)" />
      <Fence x={850} y={376} posts={5} />
      <Flowers x={960} y={378} color="#ffffff" />
      <Bush x={830} y={384} w={28} />
    </g>
  );
}
