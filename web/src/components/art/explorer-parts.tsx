/**
 * Shared pieces of the four explorer kids (200 x 200 drawings, like the guide):
 * a round head, a chunky body and tube limbs. Limbs are two strokes, ink under colour,
 * so every sleeve and leg gets the same 3px outline without hand-drawn contours.
 */
import type { ReactNode } from 'react';

/** Spread on a shape that must not get the inherited ink outline. */
export const NO_LINE = { stroke: 'none' } as const;

/** The colours that make one explorer. */
export interface KidLook {
  skin: string;
  /** Ears and the shaded side of the face. */
  skinShade: string;
  shirt: string;
  pants: string;
  boots: string;
}

/** The svg wrapper every explorer shares: square, labelled, ink outlines inherited by all shapes. */
export function ExplorerSvg({ size = 160, label, className, children }: { size?: number; label: string; className?: string; children: ReactNode }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 200 200" role="img" aria-label={label} xmlns="http://www.w3.org/2000/svg">
      <g stroke="var(--ink)" strokeWidth={3} strokeLinejoin="round" strokeLinecap="round">
        <ellipse cx={100} cy={190} rx={48} ry={6} fill="var(--ink)" opacity={0.12} {...NO_LINE} />
        {children}
      </g>
    </svg>
  );
}

/** An outlined tube from `d` (sleeve, leg, strap) in `color`, `width` wide inside the outline. */
export function Tube({ d, color, width = 12 }: { d: string; color: string; width?: number }) {
  return (
    <g fill="none">
      <path d={d} strokeWidth={width + 6} />
      <path d={d} stroke={color} strokeWidth={width} />
    </g>
  );
}

/** A round hand at x, y. */
export function Hand({ x, y, look }: { x: number; y: number; look: KidLook }) {
  return <circle cx={x} cy={y} r={8} fill={look.skin} />;
}

/** Legs and boots; draw before the body so the shirt hem covers the hips. */
export function Legs({ look }: { look: KidLook }) {
  return (
    <g>
      <Tube d="M88 150 L86 174" color={look.pants} width={15} />
      <Tube d="M112 150 L114 174" color={look.pants} width={15} />
      <path d="M74 186 C72 176 78 170 88 170 C96 170 98 176 98 186 Z" fill={look.boots} />
      <path d="M102 186 C102 176 104 170 112 170 C122 170 128 176 126 186 Z" fill={look.boots} />
      <path d="M78 180 H95 M105 180 H122" fill="none" stroke="#ffffff" strokeWidth={2} opacity={0.35} />
    </g>
  );
}

/** The torso in the shirt colour; `children` draw on it (pockets, aprons, straps). */
export function Body({ look, children }: { look: KidLook; children?: ReactNode }) {
  return (
    <g>
      <path d="M74 116 C76 108 84 104 100 104 C116 104 124 108 126 116 L132 156 C112 164 88 164 68 156 Z" fill={look.shirt} />
      {children}
    </g>
  );
}

/** Ears, head and face; `hairBack` goes behind the head, `hairFront` over the forehead. */
export function Head({ look, hairBack, hairFront, eyes = 'open' }: { look: KidLook; hairBack?: ReactNode; hairFront?: ReactNode; eyes?: 'open' | 'glad' }) {
  return (
    <g>
      {hairBack}
      <circle cx={62} cy={76} r={9} fill={look.skinShade} />
      <circle cx={138} cy={76} r={9} fill={look.skinShade} />
      <circle cx={100} cy={70} r={38} fill={look.skin} />
      {eyes === 'open' ? (
        <g>
          <ellipse cx={86} cy={78} rx={5.5} ry={7} fill="var(--ink)" {...NO_LINE} />
          <ellipse cx={114} cy={78} rx={5.5} ry={7} fill="var(--ink)" {...NO_LINE} />
          <circle cx={88} cy={75} r={2.2} fill="#ffffff" {...NO_LINE} />
          <circle cx={116} cy={75} r={2.2} fill="#ffffff" {...NO_LINE} />
        </g>
      ) : (
        <g fill="none" strokeWidth={4}>
          <path d="M79 80 Q86 71 93 80" />
          <path d="M107 80 Q114 71 121 80" />
        </g>
      )}
      <ellipse cx={76} cy={92} rx={7} ry={4} fill="#f29a7e" opacity={0.75} {...NO_LINE} />
      <ellipse cx={124} cy={92} rx={7} ry={4} fill="#f29a7e" opacity={0.75} {...NO_LINE} />
      <path d="M92 93 Q100 101 108 93" fill="none" strokeWidth={3.5} />
      {hairFront}
    </g>
  );
}
