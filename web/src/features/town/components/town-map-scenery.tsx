/**
 * The non-interactive layers of the town map (1600 x 900 units): sky, hills, paths and
 * foreground. Everything inherits the ink outline from the map root; shades use no stroke.
 */
import { Bush, Cloud, Cottage, Flowers, Tree } from '../../../components/art/town-banner-parts.tsx';

const NO_LINE = { stroke: 'none' } as const;

/** Where the sky is: tone and how far the sun (or moon) has crossed it, 0..1. */
export interface SkyView {
  night: boolean;
  tone: 'dawn' | 'day' | 'dusk' | 'night';
  progress: number;
}

const GRADIENTS: Record<SkyView['tone'], readonly [string, string]> = {
  dawn: ['#f6c7a8', '#ffe6b0'],
  day: ['#d4eefa', 'var(--sky)'],
  dusk: ['#e79a86', '#f9c98a'],
  night: ['#1b2452', '#3d4f92'],
};

/** The sun's or moon's offset from where it is drawn (560, 110), along a low arc over the town. */
function arcOffset(progress: number): string {
  const x = 120 + progress * 1360;
  const y = 330 - Math.sin(progress * Math.PI) * 250;
  return `translate(${Math.round(x - 560)} ${Math.round(y - 110)})`;
}

/** Sky with sun and clouds by day, moon and stars by night; warmer at dawn and dusk. */
export function Sky({ id, sky }: { id: string; sky: SkyView }) {
  const [top, bottom] = GRADIENTS[sky.tone];
  return (
    <g aria-hidden="true" className={`tm-sky tm-sky--${sky.tone}`}>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={top} />
          <stop offset="0.7" stopColor={bottom} />
        </linearGradient>
      </defs>
      <rect width={1600} height={640} fill={`url(#${id})`} stroke="none" />
      {sky.night ? <Night halo={`${id}-halo`} offset={arcOffset(sky.progress)} /> : <Day offset={arcOffset(sky.progress)} />}
    </g>
  );
}

function Day({ offset }: { offset: string }) {
  return (
    <g>
      <g className="tm-sun" transform={offset}>
        <circle cx={560} cy={110} r={60} fill="#fff1b8" opacity={0.7} {...NO_LINE} />
        <g className="tm-rays" fill="none" stroke="#e9a82a" strokeWidth={5}>
          {[0, 45, 90, 135, 180, 225, 270, 315].map((a) => (
            <path key={a} d="M560 52 V38" transform={`rotate(${a} 560 110)`} />
          ))}
        </g>
        <circle cx={560} cy={110} r={38} fill="var(--gold)" />
        <path d="M537 100 A26 26 0 0 1 560 82" fill="none" stroke="#fff3c4" strokeWidth={5} />
      </g>
      <Cloud className="tm-cloud" x={90} y={70} scale={1.2} />
      <Cloud className="tm-cloud tm-cloud-b" x={330} y={180} scale={0.7} />
      <Cloud className="tm-cloud tm-cloud-c" x={880} y={60} scale={1} />
      <Cloud className="tm-cloud tm-cloud-b" x={1380} y={110} scale={0.9} />
      <Cloud className="tm-cloud tm-cloud-c" x={1000} y={230} scale={0.55} />
    </g>
  );
}

const STARS: Array<[number, number, number]> = [
  [60, 60, 3], [180, 140, 2], [290, 50, 3], [420, 210, 2], [480, 70, 2.5], [700, 40, 3], [760, 190, 2],
  [900, 110, 3], [1010, 40, 2], [1120, 250, 2.5], [1220, 60, 3], [1330, 180, 2], [1450, 50, 3], [1540, 150, 2],
  [120, 250, 2], [640, 260, 2], [1280, 300, 2],
];

function Night({ halo, offset }: { halo: string; offset: string }) {
  return (
    <g>
      <defs>
        <radialGradient id={halo}>
          <stop offset="0.5" stopColor="#fff6d0" stopOpacity={0.3} />
          <stop offset="1" stopColor="#fff6d0" stopOpacity={0} />
        </radialGradient>
      </defs>
      <g fill="#fff6d0" {...NO_LINE}>
        {STARS.map(([x, y, r], i) => (
          <circle key={x} className={i % 3 === 0 ? 'tm-star tm-star-b' : 'tm-star'} cx={x} cy={y} r={r} />
        ))}
      </g>
      <g className="tm-moon" transform={offset}>
        <circle cx={560} cy={110} r={84} fill={`url(#${halo})`} {...NO_LINE} />
        <path d="M572 72 A40 40 0 1 0 598 132 A32 32 0 1 1 572 72 Z" fill="#fff1b8" />
      </g>
      <Cloud className="tm-cloud" x={880} y={70} scale={0.9} />
    </g>
  );
}

/** Far and near hills, the main green and the sandy lanes between the places. */
export function Land() {
  return (
    <g aria-hidden="true">
      <path
        d="M-10 470 C80 420 200 424 300 456 C420 410 560 414 660 446 C780 400 920 404 1020 440 C1140 404 1280 408 1380 444 C1460 420 1540 420 1610 440 V900 H-10 Z"
        fill="#bfe29b"
      />
      <g fill="#98cd78" {...NO_LINE}>
        <circle cx={236} cy={446} r={12} />
        <circle cx={254} cy={450} r={9} />
        <circle cx={980} cy={430} r={12} />
        <circle cx={998} cy={434} r={9} />
        <circle cx={1500} cy={434} r={10} />
      </g>
      <Tree x={440} y={470} r={20} />
      <Tree x={1180} y={462} r={22} />
      <Tree x={1560} y={472} r={18} />
      <Cottage x={40} y={520} w={56} />
      <Cottage x={1380} y={480} w={44} flip />
      <path
        d="M-10 540 C120 508 260 512 380 530 C520 500 680 498 800 512 C940 498 1100 500 1230 524 C1360 506 1500 506 1610 520 V900 H-10 Z"
        fill="var(--grass)"
      />
      {/* lanes: the main street from the hall and a crossing road */}
      <path
        d="M744 590 H856 C870 640 900 670 900 720 C880 780 860 840 880 910 H700 C690 850 680 790 720 720 C732 680 736 630 744 590 Z"
        fill="#f1d9a8"
      />
      <path
        d="M-10 700 C200 660 460 650 720 690 L720 744 C470 716 240 722 -10 770 Z M900 690 C1120 650 1380 650 1610 690 V752 C1380 716 1140 716 900 746 Z"
        fill="#f1d9a8"
      />
      <g fill="none" stroke="#dcbf88" strokeWidth={5}>
        <path d="M820 610 C840 650 868 690 860 740 C848 790 836 840 846 890" />
        <path d="M60 728 C260 690 460 690 680 712" />
        <path d="M940 716 C1140 690 1360 688 1560 714" />
      </g>
    </g>
  );
}

/** Bottom band: a darker lawn with flowers and bushes, kept clear of the buttons. */
export function Foreground() {
  return (
    <g aria-hidden="true">
      <path d="M-10 850 C160 820 360 812 560 838 C620 846 680 866 700 910 H-10 Z" fill="#77b857" />
      <path d="M1610 840 C1440 816 1240 820 1080 840 C980 852 900 880 884 910 H1610 Z" fill="#77b857" />
      <Flowers x={520} y={856} color="var(--accent)" />
      <Flowers x={610} y={870} color="#ffffff" />
      <Flowers x={960} y={876} color="var(--gold)" />
      <Flowers x={1120} y={860} color="#ffffff" />
      <Bush x={1530} y={880} w={60} />
      <Bush x={440} y={878} w={50} />
      <Flowers x={1560} y={790} color="var(--accent)" />
      <Flowers x={660} y={640} color="var(--gold)" />
      <Bush x={600} y={600} w={40} />
      <Bush x={1000} y={640} w={36} />
    </g>
  );
}

/**
 * Warm window and lamp glows drawn above the night tint so the town feels lived in: each fades out from
 * its middle, as light does (flat discs read as grey patches over the buildings).
 */
export function NightLights({ id }: { id: string }) {
  const glows: Array<[number, number, number]> = [
    [800, 500, 90], [1056, 520, 60], [330, 470, 70], [1290, 500, 70], [1490, 520, 70], [68, 500, 30],
    [660, 520, 40],
  ];
  return (
    <g aria-hidden="true" className="tm-lights" {...NO_LINE}>
      <defs>
        <radialGradient id={id}>
          <stop offset="0" stopColor="#ffd27a" stopOpacity={0.5} />
          <stop offset="0.45" stopColor="#ffd27a" stopOpacity={0.24} />
          <stop offset="1" stopColor="#ffd27a" stopOpacity={0} />
        </radialGradient>
      </defs>
      {glows.map(([x, y, r]) => (
        <circle key={x} cx={x} cy={y} r={r} fill={`url(#${id})`} />
      ))}
    </g>
  );
}
