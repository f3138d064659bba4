/**
 * Small 24 x 24 line icons drawn in currentColor so buttons can colour them.
 * Decorative (aria-hidden) unless a title is given, then they are labelled images.
 */
import type { ReactNode } from 'react';

export interface IconProps {
  size?: number;
  title?: string;
  className?: string;
}

function Icon({ size = 24, title, className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
      xmlns="http://www.w3.org/2000/svg"
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}

/** Eight-toothed cog outline, computed once. */
const COG_PATH = (() => {
  const teeth = 8;
  const parts: string[] = [];
  for (let i = 0; i < teeth * 4; i += 1) {
    const tooth = i % 4;
    const r = tooth === 1 || tooth === 2 ? 10 : 7.6;
    const a = ((i - 0.5) / (teeth * 4)) * Math.PI * 2;
    const x = (12 + r * Math.cos(a)).toFixed(2);
    const y = (12 + r * Math.sin(a)).toFixed(2);
    parts.push(`${i === 0 ? 'M' : 'L'}${x} ${y}`);
  }
  return `${parts.join(' ')} Z`;
})();

export function HomeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 11.5 12 4l9 7.5" />
      <path d="M5.5 10v10h13V10" />
      <path d="M10 20v-5.5h4V20" />
    </Icon>
  );
}

export function BagIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M9 7V5.5a3 3 0 0 1 6 0V7" />
      <path d="M5 10a3 3 0 0 1 3-3h8a3 3 0 0 1 3 3v9a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2z" />
      <path d="M5 12.5h14" />
      <path d="M10.5 12.5v2.5h3v-2.5" />
    </Icon>
  );
}

export function JourneysIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 6.5 9 4l6 2.5L21 4v13.5L15 20l-6-2.5L3 20z" />
      <path d="M9 4v13.5M15 6.5V20" strokeWidth={1.25} opacity={0.55} />
      <path d="M5.5 16.5c1.5-2.5 3.5-.5 5-2.5s2-3.5 4.5-3" strokeDasharray="0.1 2.5" strokeWidth={2.2} />
      <path d="m16.8 8.8 2.6 2.6m0-2.6-2.6 2.6" />
    </Icon>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 6.5h16M4 12h16M4 17.5h16" />
    </Icon>
  );
}

export function ProfileIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx={12} cy={8.5} r={4} />
      <path d="M4.5 20.5c.8-4 3.8-6.5 7.5-6.5s6.7 2.5 7.5 6.5" />
    </Icon>
  );
}

export function CartIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2.5 4h2.7l2.2 11h10.4l2-7.5H6.2" />
      <circle cx={9} cy={19.5} r={1.5} />
      <circle cx={16.5} cy={19.5} r={1.5} />
    </Icon>
  );
}

export function CogIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d={COG_PATH} />
      <circle cx={12} cy={12} r={3} />
    </Icon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 6l12 12M18 6 6 18" strokeWidth={2.5} />
    </Icon>
  );
}

export function ArrowLeftIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M19.5 12h-15M10.5 5.5 4 12l6.5 6.5" strokeWidth={2.5} />
    </Icon>
  );
}

export function ArrowRightIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4.5 12h15M13.5 5.5 20 12l-6.5 6.5" strokeWidth={2.5} />
    </Icon>
  );
}

export function BellIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.8 1.8H4.2z" />
      <path d="M10 20.5a2 2 0 0 0 4 0" />
      <path d="M12 3v2" />
    </Icon>
  );
}

export function SignOutIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M13.5 4.5H6.5a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h7" />
      <path d="M10 12h10.5M16.5 8l4 4-4 4" />
    </Icon>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x={3} y={5.5} width={18} height={13} rx={2.5} />
      <path d="m3.8 7 8.2 6.2L20.2 7" />
    </Icon>
  );
}
