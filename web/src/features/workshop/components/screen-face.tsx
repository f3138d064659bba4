/** The CRT's face in screen units; its mood follows the charge. */
export const PHOSPHOR = '#8ff0a4';

export type Mood = 'asleep' | 'awake' | 'giggle' | 'howl';

/** The face; `stroke` lets the glitch draw colour-split copies of it. */
export function ScreenFace({ mood, stroke = PHOSPHOR }: { mood: Mood; stroke?: string }) {
  const line = { fill: 'none', stroke, strokeWidth: 5, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
  return (
    <g>
      {mood === 'asleep' ? (
        <>
          <path d="M86 58 Q98 66 110 58 M138 58 Q150 66 162 58" {...line} />
          <path d="M112 90 H136" {...line} />
          <text x={176} y={40} fill={stroke} fontSize={16} fontWeight={800} fontFamily="monospace">z</text>
          <text x={188} y={28} fill={stroke} fontSize={12} fontWeight={800} fontFamily="monospace">z</text>
        </>
      ) : null}
      {mood === 'awake' ? (
        <>
          <circle cx={98} cy={58} r={8} fill={stroke} />
          <circle cx={150} cy={58} r={8} fill={stroke} />
          <path d="M104 84 Q124 100 144 84" {...line} />
        </>
      ) : null}
      {mood === 'giggle' ? (
        <>
          <path d="M86 62 L98 50 L110 62 M138 62 L150 50 L162 62" {...line} />
          <path d="M100 80 H148 Q144 104 124 104 Q104 104 100 80 Z" {...line} fill={stroke} fillOpacity={0.25} />
        </>
      ) : null}
      {mood === 'howl' ? (
        <>
          <path d="M86 50 L104 58 L86 66 M162 50 L144 58 L162 66" {...line} />
          <path d="M94 78 H154 Q150 114 124 114 Q98 114 94 78 Z" {...line} fill={stroke} fillOpacity={0.35} />
          <path d="M78 72 q-4 8 0 12 M170 72 q4 8 0 12" {...line} strokeWidth={4} />
        </>
      ) : null}
    </g>
  );
}

