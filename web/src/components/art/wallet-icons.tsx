/**
 * 40 x 40 storybook icons for the four "connect a wallet" buttons.
 * Deliberately generic pictures (a window with a key, a coin, chain links, a stack
 * of wallets): they stand for kinds of wallet, not for any company.
 */
import type { ReactNode } from 'react';

export interface WalletIconProps {
  size?: number;
  title?: string;
  className?: string;
}

function WalletIcon({ size = 40, title, className, children }: WalletIconProps & { children: ReactNode }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 40 40"
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
      xmlns="http://www.w3.org/2000/svg"
    >
      {title ? <title>{title}</title> : null}
      <g stroke="var(--ink)" strokeWidth={2.2} strokeLinejoin="round" strokeLinecap="round">
        {children}
      </g>
    </svg>
  );
}

/** A browser-extension wallet: a little browser window holding a key. */
export function BrowserWalletIcon(props: WalletIconProps) {
  return (
    <WalletIcon {...props}>
      <rect x={4} y={7} width={32} height={27} rx={5} fill="var(--paper)" />
      <path d="M4 15V12a5 5 0 0 1 5-5h22a5 5 0 0 1 5 5v3z" fill="var(--sapphire-light)" />
      <g stroke="none">
        <circle cx={9} cy={11} r={1.4} fill="var(--danger)" />
        <circle cx={13} cy={11} r={1.4} fill="var(--gold)" />
        <circle cx={17} cy={11} r={1.4} fill="var(--ok)" />
      </g>
      <path d="M18.5 24.5H30v3.5M26 24.5v3" fill="none" strokeWidth={3.6} />
      <path d="M18.5 24.5H30v3.5M26 24.5v3" fill="none" stroke="var(--gold)" strokeWidth={1.4} />
      <circle cx={15} cy={24.5} r={4.6} fill="var(--gold)" />
      <circle cx={15} cy={24.5} r={1.6} fill="var(--paper)" strokeWidth={1.6} />
    </WalletIcon>
  );
}

/** An exchange-run wallet: a round coin with a square hole. */
export function ExchangeWalletIcon(props: WalletIconProps) {
  return (
    <WalletIcon {...props}>
      <ellipse cx={20} cy={36} rx={11} ry={2} fill="var(--ink)" opacity={0.15} stroke="none" />
      <circle cx={20} cy={20} r={15} fill="var(--gold)" />
      <path d="M30.6 9.4A15 15 0 0 1 9.4 30.6 13 13 0 0 0 30.6 9.4z" fill="#dfa92a" stroke="none" />
      <circle cx={20} cy={20} r={10.5} fill="none" stroke="#c8921f" strokeWidth={1.6} />
      <rect x={15} y={15} width={10} height={10} rx={2} fill="var(--sapphire)" />
      <path d="M11.5 14a10 10 0 0 1 4-4" fill="none" stroke="#fff3c4" strokeWidth={2} />
    </WalletIcon>
  );
}

/** A wallet-connection protocol: two chain links hooked together. */
export function WalletConnectIcon(props: WalletIconProps) {
  // Drawn level, then tilted: link A passes under B at the top and over it below.
  const overA = 'M12.5 23.5H18';
  return (
    <WalletIcon {...props}>
      <g fill="none" transform="rotate(-40 20 20) translate(-1 0)">
        <rect x={5} y={12.5} width={22} height={11} rx={5.5} strokeWidth={7.2} />
        <rect x={5} y={12.5} width={22} height={11} rx={5.5} stroke="var(--sapphire)" strokeWidth={3.4} />
        <rect x={15} y={16.5} width={22} height={11} rx={5.5} strokeWidth={7.2} />
        <rect x={15} y={16.5} width={22} height={11} rx={5.5} stroke="var(--accent)" strokeWidth={3.4} />
        <path d={overA} strokeWidth={7.2} strokeLinecap="butt" />
        <path d={overA} stroke="var(--sapphire)" strokeWidth={3.4} strokeLinecap="butt" />
      </g>
      <g fill="var(--gold)" strokeWidth={1.6}>
        <circle cx={7} cy={8} r={2} />
        <circle cx={33} cy={32} r={2} />
      </g>
    </WalletIcon>
  );
}

/** Any other injected wallet: a little stack of three wallets. */
export function OtherWalletsIcon(props: WalletIconProps) {
  return (
    <WalletIcon {...props}>
      <rect x={9} y={4} width={24} height={16} rx={4} fill="var(--accent)" transform="rotate(8 21 12)" />
      <rect x={6} y={9} width={26} height={17} rx={4} fill="var(--gold)" transform="rotate(-5 19 17)" />
      <rect x={4} y={15} width={30} height={20} rx={5} fill="var(--sapphire)" />
      <path d="M5.5 21H33" fill="none" stroke="var(--sapphire-dark)" strokeWidth={2} strokeLinecap="butt" />
      <path d="M24 22h12v8H24a4 4 0 0 1 0-8z" fill="var(--sapphire-light)" />
      <circle cx={25.5} cy={26} r={1.6} fill="var(--gold)" strokeWidth={1.4} />
    </WalletIcon>
  );
}
