import type { AriaRole, ReactNode } from 'react';
import './full-screen.css';

export interface FullScreenProps {
  /** 'sky' adds a grassy hill along the bottom. */
  tone?: 'sky' | 'cream' | 'green';
  role?: AriaRole;
  className?: string;
  children: ReactNode;
}

/** The frame of the full-screen states: covers the viewport and centres its content. */
export function FullScreen({ tone = 'cream', role, className, children }: FullScreenProps) {
  return (
    <div className={`full-screen full-screen--${tone}${className ? ` ${className}` : ''}`} role={role}>
      <div className="full-screen__content">{children}</div>
    </div>
  );
}
