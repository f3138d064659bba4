/**
 * The town's own icon and link-preview art, as SVG (drawn for Sapphire Town, in the house style of
 * DESIGN.md: warm inked outlines, flat storybook colours). scripts/build-icons.ts rasterises the icons into each build; the server draws the preview (routes/render/town-picture.ts).
 *   appIcon()        the sapphire over three houses on a hill, on a rounded sky tile (any purpose)
 *   maskableIcon()   the same scene inside the middle 80 % of a full-bleed tile (Android masks it)
 *   townPreview()    1200 x 630: the town under its gem, for og:image on `/` and `/board`
 */

/** Where the server serves townPreview() as PNG (server/src/routes/render/town-picture.ts), and its size. */
export const TOWN_PICTURE = { path: '/render/town.png', width: 1200, height: 630 } as const;

const INK = '#3a2a1e';
const SKY = '#9fd3ec';
const SKY_HIGH = '#cfe9f5';
const GRASS = '#8cc96b';
const GRASS_DARK = '#6fae52';
const CREAM = '#f8ecd2';
const ORANGE = '#f28c38';
const GOLD = '#f5c542';
const SAPPHIRE = '#2d5bd3';

/** The faceted gem of the favicon, `size` wide, its top-left at (x, y). */
function gem(x: number, y: number, size: number): string {
  const s = size / 100;
  return `<g transform="translate(${x} ${y}) scale(${s})" stroke-linejoin="round" stroke-linecap="round">
    <path d="M8 36 L28 10 H72 L92 36 L50 94 Z" fill="${SAPPHIRE}"/>
    <path d="M28 10 H72 L62 36 H38 Z" fill="#7fa4f2"/>
    <path d="M8 36 L28 10 L38 36 Z" fill="#5b83e6"/>
    <path d="M8 36 H38 L50 94 Z" fill="#4a74df"/>
    <path d="M62 36 H92 L50 94 Z" fill="#1e3f99"/>
    <path d="M72 10 L92 36 H62 Z" fill="#2a52c0"/>
    <path d="M8 36 H92 M28 10 L38 36 L50 94 L62 36 L72 10" fill="none" stroke="${INK}" stroke-width="4"/>
    <path d="M8 36 L28 10 H72 L92 36 L50 94 Z" fill="none" stroke="${INK}" stroke-width="7"/>
    <path d="M34 16 L40 16 L31 32 L26 32 Z" fill="#ffffff" opacity="0.85"/>
  </g>`;
}

/** A little house: walls `w` wide and `h` tall standing on (x, y), a pitched roof and a lit window. */
function house(x: number, y: number, w: number, h: number, roof: string, line: number): string {
  const top = y - h;
  const peak = top - w * 0.55;
  const win = w * 0.28;
  return `<g stroke="${INK}" stroke-width="${line}" stroke-linejoin="round">
    <rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${CREAM}"/>
    <path d="M${x - w * 0.12} ${top + 2} L${x + w / 2} ${peak} L${x + w * 1.12} ${top + 2} Z" fill="${roof}"/>
    <rect x="${x + w / 2 - win / 2}" y="${top + h * 0.22}" width="${win}" height="${win}" rx="${win * 0.2}" fill="${GOLD}"/>
  </g>`;
}

/** Sparkles around the gem: small four-pointed stars. */
function sparkle(x: number, y: number, r: number): string {
  const t = r * 0.28;
  return `<path d="M${x} ${y - r} L${x + t} ${y - t} L${x + r} ${y} L${x + t} ${y + t} L${x} ${y + r} L${x - t} ${y + t} L${x - r} ${y} L${x - t} ${y - t} Z" fill="#ffffff" stroke="${INK}" stroke-width="${r * 0.22}" stroke-linejoin="round"/>`;
}

/** The icon's hill on a 512 square. */
function iconHill(): string {
  return `
    <path d="M-20 404 C 90 350, 200 340, 270 356 C 350 374, 430 352, 532 324 V 540 H -20 Z" fill="${GRASS}" stroke="${INK}" stroke-width="12" stroke-linejoin="round"/>
    <path d="M-20 462 C 120 432, 300 452, 532 416 V 540 H -20 Z" fill="${GRASS_DARK}" opacity="0.55"/>`;
}

/** The icon's village on a 512 square: houses, gem, sparkles (no background, no hill). */
function iconVillage(): string {
  return `
    ${house(86, 400, 88, 74, ORANGE, 10)}
    ${house(208, 384, 100, 88, SAPPHIRE, 10)}
    ${house(340, 376, 84, 68, ORANGE, 10)}
    ${gem(161, 30, 190)}
    ${sparkle(112, 96, 26)}
    ${sparkle(408, 136, 20)}`;
}

const skyGradient = (id: string) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${SKY_HIGH}"/><stop offset="1" stop-color="${SKY}"/></linearGradient></defs>`;

/** The any-purpose icon: a rounded sky tile with an inked rim. */
export function appIcon(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  ${skyGradient('sky')}
  <clipPath id="tile"><rect x="16" y="16" width="480" height="480" rx="104"/></clipPath>
  <g clip-path="url(#tile)"><rect width="512" height="512" fill="url(#sky)"/>${iconHill()}${iconVillage()}</g>
  <rect x="16" y="16" width="480" height="480" rx="104" fill="none" stroke="${INK}" stroke-width="14"/>
</svg>`;
}

/** The maskable icon: full bleed, the scene kept inside the 80 % safe circle a mask may cut to. */
export function maskableIcon(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  ${skyGradient('sky')}
  <rect width="512" height="512" fill="url(#sky)"/>
  <path d="M-20 380 C 120 340, 360 350, 532 326 V 540 H -20 Z" fill="${GRASS}" stroke="${INK}" stroke-width="10" stroke-linejoin="round"/>
  <path d="M-20 450 C 140 420, 340 440, 532 400 V 540 H -20 Z" fill="${GRASS_DARK}" opacity="0.55"/>
  <g transform="translate(256 250) scale(0.72) translate(-256 -256)">${iconVillage()}</g>
</svg>`;
}

/** The link preview of the town (1200 x 630): a row of houses on the hill under a big gem, and its name on a card. */
export function townPreview(): string {
  const houses = [
    [40, 590, 110, 90, ORANGE],
    [200, 575, 130, 110, SAPPHIRE],
    [380, 586, 100, 80, ORANGE],
    [720, 580, 110, 90, ORANGE],
    [880, 570, 130, 112, SAPPHIRE],
    [1060, 590, 100, 84, ORANGE],
  ] as const;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
  ${skyGradient('sky')}
  <rect width="1200" height="630" fill="url(#sky)"/>
  <circle cx="1070" cy="100" r="56" fill="${GOLD}" stroke="${INK}" stroke-width="8"/>
  <path d="M110 140 q 30 -40 70 -18 q 30 -30 66 0 q 40 -4 36 30 z" fill="#ffffff" stroke="${INK}" stroke-width="7" stroke-linejoin="round"/>
  <path d="M850 200 q 24 -32 56 -14 q 26 -24 54 0 q 32 -2 28 24 z" fill="#ffffff" stroke="${INK}" stroke-width="7" stroke-linejoin="round"/>
  <path d="M-20 560 C 200 500, 420 490, 600 520 C 780 550, 980 490, 1220 505 V 650 H -20 Z" fill="${GRASS}" stroke="${INK}" stroke-width="10" stroke-linejoin="round"/>
  <path d="M-20 610 C 300 580, 800 600, 1220 570 V 650 H -20 Z" fill="${GRASS_DARK}" opacity="0.55"/>
  ${houses.map(([x, y, w, h, roof]) => house(x, y, w, h, roof, 8)).join('\n  ')}
  ${gem(515, 24, 170)}
  ${sparkle(480, 70, 24)}
  ${sparkle(724, 130, 18)}
  <rect x="250" y="212" width="700" height="200" rx="28" fill="${INK}"/>
  <rect x="250" y="204" width="700" height="200" rx="28" fill="#fffaf0" stroke="${INK}" stroke-width="8"/>
  <rect x="330" y="332" width="540" height="6" rx="3" fill="${GOLD}"/>
  <g font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" text-anchor="middle">
    <text x="600" y="308" font-size="80" fill="${SAPPHIRE}" stroke="${INK}" stroke-width="4" stroke-linejoin="round">Sapphire Town</text>
    <text x="600" y="378" font-size="28" fill="${INK}">Explore the town, earn your cool score</text>
  </g>
</svg>`;
}
