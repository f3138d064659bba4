/**
 * The glitch image (SPEC section 2): torn colour bars, a colour-split face, noise blocks and a
 * shouting caption, drawn for the 248 x 156 screen. It jitters with CSS (none under reduced motion).
 */
import { ScreenFace } from './screen-face.tsx';

const BARS = ['#f4f1e4', '#ffe14f', '#3ff2ff', '#6cf27a', '#ff4fd8', '#ff5a4f', '#4f6bff'];
const BAR_W = 248 / BARS.length;
/** Horizontal slices of the picture: top, height and how far each is torn sideways. */
const SLICES: ReadonlyArray<readonly [number, number, number]> = [
  [0, 34, 0], [34, 9, 22], [43, 40, -14], [83, 7, 40], [90, 30, 6], [120, 36, -24],
];
/** Noise blocks: x, y, width, height, colour. */
const NOISE: ReadonlyArray<readonly [number, number, number, number, string]> = [
  [12, 18, 26, 6, '#000'], [190, 12, 40, 4, '#fff'], [60, 62, 14, 14, '#000'], [208, 70, 22, 8, '#000'],
  [30, 104, 36, 5, '#fff'], [150, 120, 18, 10, '#000'], [96, 140, 54, 4, '#fff'], [224, 134, 16, 16, '#000'],
];

export function GlitchPicture() {
  return (
    <g className="glitch" data-testid="monitor-glitch">
      {SLICES.map(([y, h, dx], i) => (
        <g key={y} className={`glitch__slice glitch__slice--${i % 3}`}>
          {BARS.map((colour, b) => (
            <rect key={colour} x={b * BAR_W + dx - BAR_W} y={y} width={BAR_W + 0.5} height={h} fill={colour} />
          ))}
          {/* wrap the torn-off edge round so no slice shows a gap */}
          <rect x={BARS.length * BAR_W + dx - BAR_W} y={y} width={BAR_W * 2} height={h} fill={BARS[0]} />
        </g>
      ))}
      <rect width={248} height={156} fill="#10131f" opacity={0.3} />
      {/* a band of static where the picture tore */}
      <g className="glitch__static" fill="#ffffff">
        {[84, 87, 90, 93].map((y, i) => (
          <rect key={y} x={i * 37} y={y} width={248 - i * 50} height={1.5} opacity={0.8} />
        ))}
      </g>
      <g className="glitch__split">
        <g transform="translate(-7 2)" opacity={0.9}><ScreenFace mood="howl" stroke="#3ff2ff" /></g>
        <g transform="translate(7 -2)" opacity={0.9}><ScreenFace mood="howl" stroke="#ff4fd8" /></g>
        <ScreenFace mood="howl" stroke="#ffffff" />
      </g>
      {NOISE.map(([x, y, w, h, c]) => (
        <rect key={`${x}-${y}`} className="glitch__noise" x={x} y={y} width={w} height={h} fill={c} opacity={0.85} />
      ))}
      <rect x={54} y={124} width={140} height={28} fill="#10131f" />
      <g fontFamily="monospace" fontWeight={900} fontSize={24} letterSpacing={3} textAnchor="middle">
        <text x={121} y={146} fill="#3ff2ff">GL1TCH!</text>
        <text x={127} y={146} fill="#ff4fd8">GL1TCH!</text>
        <text x={124} y={146} fill="#ffffff">GL1TCH!</text>
      </g>
    </g>
  );
}
