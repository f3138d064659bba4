/**
 * Login welcome banner: Sapphire Town on its hills under a soft sky.
 * The core scene is 800 x 400 units with the town hall dead centre, so a phone that
 * shows only the middle still reads it. Extra scenery runs out to x -200..1000 for
 * wide screens. It is sliced to cover and pinned to the bottom, so give the banner a
 * height of at least a third of its width (e.g. height: clamp(220px, 34vw, 460px))
 * or the top of the clock tower gets cropped.
 */
import { useId } from 'react';
import { useIdleAnimations } from '../../lib/use-idle-animations.ts';
import './town-banner.css';
import { Bush, Cloud, Cottage, Flowers, Pond, Smoke, Tree, TownHall, Workshop } from './town-banner-parts.tsx';
import { Birds, EdgeFar, EdgeFront, EdgeNear, EdgeSky, Signpost } from './town-banner-edges.tsx';

export interface TownBannerProps {
  className?: string;
}

export function TownBanner({ className }: TownBannerProps) {
  const skyId = `tb-sky-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const scene = useIdleAnimations<SVGSVGElement>();
  return (
    <svg
      ref={scene}
      className={className ? `town-banner ${className}` : 'town-banner'}
      viewBox="-200 0 1200 400"
      preserveAspectRatio="xMidYMax slice"
      role="img"
      aria-label="Sapphire Town"
      xmlns="http://www.w3.org/2000/svg"
    >
      <defs>
        <linearGradient id={skyId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#d4eefa" />
          <stop offset="0.65" stopColor="var(--sky)" />
        </linearGradient>
      </defs>
      <rect x="-200" width="1200" height="400" fill={`url(#${skyId})`} />

      <g stroke="var(--ink)" strokeWidth={3} strokeLinejoin="round" strokeLinecap="round">
        {/* sun */}
        <g className="tb-sun">
          <circle cx={560} cy={84} r={46} fill="#fff1b8" stroke="none" opacity={0.7} />
          <g className="tb-rays" fill="none" stroke="#e9a82a" strokeWidth={4}>
            {[0, 45, 90, 135, 180, 225, 270, 315].map((a) => (
              <path key={a} d="M560 40 V30" transform={`rotate(${a} 560 84)`} />
            ))}
          </g>
          <circle cx={560} cy={84} r={30} fill="var(--gold)" />
          <path d="M542 76 A20 20 0 0 1 560 62" fill="none" stroke="#fff3c4" strokeWidth={4} />
        </g>

        {/* clouds */}
        <Cloud className="tb-cloud tb-cloud-a" x={150} y={58} scale={0.9} />
        <Cloud className="tb-cloud tb-cloud-b" x={438} y={26} scale={0.62} />
        <Cloud className="tb-cloud tb-cloud-c" x={684} y={136} scale={0.66} />
        <Cloud className="tb-cloud tb-cloud-d" x={-10} y={140} scale={0.6} />
        <Cloud className="tb-cloud tb-cloud-b" x={250} y={130} scale={0.5} />

        <Birds x={276} y={96} />
        <EdgeSky />

        {/* far hills */}
        <path
          d="M-210 232 C-150 200 -80 204 -20 238 C60 204 200 206 300 236 C380 206 470 196 560 222 C650 196 740 200 820 228 C880 206 960 204 1010 220 V400 H-210 Z"
          fill="#bfe29b"
        />
        <g stroke="none" fill="#98cd78">
          <circle cx={92} cy={232} r={9} />
          <circle cx={106} cy={234} r={7} />
          <circle cx={700} cy={214} r={9} />
          <circle cx={716} cy={217} r={7} />
          <circle cx={250} cy={228} r={6} />
        </g>

        <EdgeFar />

        {/* town hill */}
        <path
          d="M-210 290 C-130 276 -60 286 -10 300 C120 266 260 276 400 288 C540 298 660 262 810 282 C880 292 950 280 1010 286 V400 H-210 Z"
          fill="var(--grass)"
        />

        <EdgeNear />
        <Tree x={214} y={294} r={24} />
        <Tree x={716} y={286} r={28} />
        <Cottage x={246} y={300} w={64} />
        <Workshop />
        <Smoke />
        <TownHall />
        <Cottage x={488} y={302} w={60} flip />
        <Bush x={330} y={304} w={28} />
        <Bush x={546} y={304} w={26} />
        <Bush x={662} y={304} w={26} />

        {/* path from the hall steps */}
        <path d="M380 307 H420 C428 334 470 352 478 402 H388 C392 360 364 336 380 307 Z" fill="#f1d9a8" />
        <path d="M420 318 C434 340 462 356 466 392" fill="none" stroke="#dcbf88" strokeWidth={4} />

        {/* foreground */}
        <path d="M-210 352 C-150 336 -60 330 -10 344 C80 326 200 332 290 352 C330 362 356 382 366 404 H-210 Z" fill="#77b857" />
        <path d="M1010 350 C940 336 860 336 810 348 C720 332 610 344 540 366 C510 376 494 392 490 404 H1010 Z" fill="#77b857" />
        <Pond />
        <EdgeFront />
        <Tree x={76} y={346} r={30} />
        <Flowers x={268} y={360} color="var(--accent)" />
        <Flowers x={560} y={372} color="#ffffff" />
        <Flowers x={640} y={360} color="var(--gold)" />
        <Tree x={754} y={352} r={22} />
        <Signpost x={526} y={388} />
        <Bush x={596} y={380} w={34} />
      </g>
    </svg>
  );
}
