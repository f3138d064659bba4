/**
 * Art of the seven map places, each drawn at its own spot on the 1600 x 900 map.
 * The town hall and workshop reuse the login banner's drawings, scaled up, so the
 * map and the banner read as one town.
 */
import { GemShape } from '../../../components/art/gem-shape.tsx';
import { Smoke, TownHall, Workshop } from '../../../components/art/town-banner-parts.tsx';

const NO_LINE = { stroke: 'none' } as const;
const WOOD = '#9a5b34';
const PLANK = '#e0a866';
const LIT = '#ffe08a';

export function TownHallArt() {
  return (
    <g transform="translate(800 590) scale(1.5) translate(-400 -308)">
      <TownHall />
    </g>
  );
}

export function WorkshopArt() {
  return (
    <g transform="translate(1060 590) scale(1.6) translate(-613 -304)">
      <Smoke />
      <Workshop />
    </g>
  );
}

/** The Milk Chug: the content hall, a milk carton big enough to walk into, showing a film. */
export function ContentHallArt() {
  return (
    <g>
      {/* side face */}
      <path d="M410 430 L444 412 V584 L410 600 Z" fill="#d9e6f5" />
      <path d="M410 430 L444 412 L374 356 L340 372 Z" fill="#9db8e8" />
      {/* front */}
      <rect x={250} y={430} width={160} height={170} fill="#ffffff" />
      <path d="M244 434 L330 366 L416 434 Z" fill="var(--sapphire)" />
      <path d="M330 374 L404 432 H352 Z" fill="var(--sapphire-dark)" {...NO_LINE} />
      <rect x={318} y={346} width={24} height={22} rx={3} fill="#ffffff" />
      {/* cow spots */}
      <g fill="var(--ink)" {...NO_LINE} opacity={0.85}>
        <path d="M262 446 C276 440 290 452 282 462 C272 470 256 458 262 446 Z" />
        <path d="M384 560 C398 552 406 570 398 578 C388 584 376 570 384 560 Z" />
        <circle cx={272} cy={582} r={7} />
      </g>
      {/* screen with a play mark */}
      <rect x={278} y={468} width={104} height={62} rx={8} fill="var(--sapphire-light)" />
      <path d="M318 484 V514 L344 499 Z" fill="var(--accent)" strokeWidth={2.5} />
      <path d="M286 476 h20" fill="none" stroke="#ffffff" strokeWidth={4} />
      {/* door and steps */}
      <path d="M310 600 V566 A20 20 0 0 1 350 566 V600 Z" fill={WOOD} />
      <circle cx={342} cy={584} r={2.5} fill="var(--gold)" {...NO_LINE} />
      <rect x={300} y={598} width={60} height={8} rx={2} fill="var(--paper-shade)" />
      <circle cx={330} cy={404} r={12} fill={LIT} />
      <path d="M330 392 V416 M318 404 H342" fill="none" strokeWidth={2} />
    </g>
  );
}

/** The Board: a roofed notice board with the week's top explorers pinned up. */
export function BoardArt() {
  return (
    <g>
      <rect x={494} y={540} width={12} height={104} rx={3} fill={WOOD} />
      <rect x={614} y={540} width={12} height={104} rx={3} fill={WOOD} />
      <path d="M478 536 L560 500 L642 536 Z" fill="var(--accent)" />
      <path d="M560 504 L634 534 H586 Z" fill="#d9712a" {...NO_LINE} />
      <rect x={488} y={534} width={144} height={78} rx={4} fill={PLANK} />
      <rect x={500} y={546} width={36} height={46} rx={2} fill="var(--paper)" strokeWidth={2.5} transform="rotate(-4 518 569)" />
      <rect x={544} y={544} width={36} height={52} rx={2} fill="#ffffff" strokeWidth={2.5} />
      <rect x={588} y={548} width={34} height={44} rx={2} fill="var(--paper)" strokeWidth={2.5} transform="rotate(5 605 570)" />
      <g fill="none" stroke="var(--ink-soft)" strokeWidth={2.5}>
        <path d="M508 566 h20 M508 576 h14 M508 584 h18" transform="rotate(-4 518 569)" />
        <path d="M596 572 h18 M596 580 h12" transform="rotate(5 605 570)" />
      </g>
      {/* rosette on the middle sheet */}
      <circle cx={562} cy={566} r={10} fill="var(--gold)" strokeWidth={2.5} />
      <path d="M556 574 L552 588 L558 584 L562 590 L564 576 Z" fill="var(--danger)" strokeWidth={2} />
      <circle cx={562} cy={566} r={4} fill="#fff3c4" {...NO_LINE} />
      <g fill="var(--danger)" strokeWidth={1.5}>
        <circle cx={518} cy={548} r={3} />
        <circle cx={605} cy={550} r={3} />
      </g>
    </g>
  );
}

/** Feathered Fashions: a little boutique with a striped awning and a plume on the roof. */
export function WearablesArt() {
  return (
    <g>
      <path d="M1320 418 C1300 380 1310 336 1346 312 C1344 350 1352 384 1336 420 Z" fill="var(--sapphire)" className="tm-plume" />
      <path d="M1330 416 C1326 380 1330 350 1342 322" fill="none" strokeWidth={2.5} />
      <rect x={1206} y={470} width={168} height={130} fill="#f9d3c2" />
      <rect x={1344} y={472} width={28} height={126} fill="#ecb9a6" {...NO_LINE} />
      <path d="M1196 474 C1196 430 1230 412 1290 412 C1350 412 1384 430 1384 474 Z" fill="var(--gold)" />
      <path d="M1226 430 C1250 420 1270 418 1290 418" fill="none" stroke="#fff3c4" strokeWidth={4} />
      <circle cx={1290} cy={446} r={14} fill="var(--paper)" />
      <GemShape x={1282} y={438} size={16} line={2} />
      {/* awning */}
      <path d="M1200 490 H1380 L1372 524 H1208 Z" fill="#ffffff" />
      <g fill="var(--accent)" {...NO_LINE}>
        {[0, 2, 4, 6, 8].map((i) => (
          <path key={i} d={`M${1203 + i * 20} 492 h20 l-1 30 h-20 Z`} />
        ))}
      </g>
      <path d="M1208 524 q10 10 20 0 q10 10 20 0 q10 10 20 0 q10 10 20 0 q10 10 20 0 q10 10 20 0 q10 10 20 0 q10 10 20 0 q10 10 20 0" fill="#ffffff" />
      {/* window with a feathered hat on a stand */}
      <rect x={1218} y={540} width={78} height={52} rx={6} fill={LIT} />
      <path d="M1257 584 V570" fill="none" strokeWidth={2.5} />
      <path d="M1236 566 C1236 552 1278 552 1278 566 Z" fill="var(--sapphire)" strokeWidth={2.5} />
      <path d="M1230 568 H1284" fill="none" strokeWidth={3} />
      <path d="M1270 556 C1282 540 1292 538 1294 546 C1286 548 1280 552 1272 560 Z" fill="var(--accent)" strokeWidth={2} />
      {/* door */}
      <path d="M1310 600 V556 A20 20 0 0 1 1350 556 V600 Z" fill="var(--sapphire-dark)" />
      <circle cx={1318} cy={580} r={2.5} fill="var(--gold)" {...NO_LINE} />
    </g>
  );
}

/** The Arcade: a bright hall with a bulb-lit marquee and a joystick on the roof. */
const BULBS = [1424, 1446, 1468, 1490, 1512, 1534, 1556, 1576];

export function ArcadeArt() {
  return (
    <g>
      <path d="M1500 430 V400" fill="none" strokeWidth={6} />
      <circle cx={1500} cy={394} r={14} fill="var(--danger)" className="tm-knob" />
      <rect x={1476} y={426} width={48} height={16} rx={5} fill="var(--ink-soft)" />
      <rect x={1422} y={440} width={156} height={170} fill="#7a5fc9" />
      <rect x={1548} y={442} width={28} height={166} fill="#654caf" {...NO_LINE} />
      <rect x={1412} y={456} width={176} height={52} rx={10} fill="var(--gold)" />
      {/* Each bulb blinks between white and accent: a white bulb fading over an accent one. */}
      <g fill="var(--accent)" strokeWidth={1.5}>
        {BULBS.map((x) => (
          <circle key={x} cx={x} cy={464} r={4} />
        ))}
      </g>
      <g fill="#ffffff" strokeWidth={1.5}>
        {BULBS.map((x) => (
          <circle key={x} className="tm-bulb" cx={x} cy={464} r={4} />
        ))}
      </g>
      <path d="M1500 474 l6 12 l13 2 l-9 9 l2 13 l-12 -6 l-12 6 l2 -13 l-9 -9 l13 -2 Z" fill="var(--accent)" strokeWidth={2.5} transform="translate(0 -6) scale(1)" />
      {/* pixel heart window */}
      <rect x={1436} y={526} width={50} height={46} rx={6} fill="#1e2a55" />
      <g fill="var(--danger)" {...NO_LINE}>
        <path d="M1448 540 h8 v4 h4 v-4 h8 v8 h-4 v4 h-4 v4 h-4 v-4 h-4 v-4 h-4 Z" />
      </g>
      <path d="M1506 610 V560 A22 22 0 0 1 1550 560 V610 Z" fill="var(--sapphire-dark)" />
      <path d="M1528 540 V610" fill="none" strokeWidth={2} />
    </g>
  );
}

/** Fishing: a wooden pier reaching into the pond, a rod leaning on a bucket. */
export function PierArt() {
  return (
    <g>
      <ellipse cx={200} cy={812} rx={176} ry={50} fill="#7cc4e6" />
      <path d="M70 800 C120 786 190 782 260 790" fill="none" stroke="#c9ecf8" strokeWidth={4} />
      <path d="M150 834 h40 M260 826 h24 M60 820 h18" fill="none" stroke="#5aa9cf" strokeWidth={3} />
      <g className="tm-ripple" fill="none" stroke="#c9ecf8" strokeWidth={3}>
        <ellipse cx={212} cy={842} rx={14} ry={4} />
      </g>
      {/* posts, then planks from the lane out over the water */}
      {[234, 292].map((x) => (
        <rect key={x} x={x} y={800} width={10} height={44} rx={2} fill={WOOD} />
      ))}
      <path d="M226 752 H304 L300 810 H230 Z" fill={PLANK} />
      <path d="M228 768 H302 M229 786 H301" fill="none" stroke="#b9773f" strokeWidth={2.5} />
      <rect x={226} y={806} width={76} height={10} rx={2} fill="#c98e50" />
      {/* bucket and rod */}
      <path d="M276 742 L280 770 H300 L304 742 Z" fill="var(--bg-grey)" />
      <path d="M270 772 L198 700" fill="none" strokeWidth={4} />
      <path d="M198 700 C186 740 190 780 206 832" fill="none" stroke="var(--ink-soft)" strokeWidth={1.5} />
      <circle cx={206} cy={834} r={5} fill="var(--danger)" strokeWidth={2} className="tm-float" />
    </g>
  );
}
