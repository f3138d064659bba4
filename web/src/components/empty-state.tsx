import { useId, type ReactNode } from 'react';
import './empty-state.css';

export interface EmptyStateProps {
  title: ReactNode;
  /** A line or two of explanation. */
  children?: ReactNode;
  /** A button or link that gets the user somewhere useful. */
  action?: ReactNode;
  /** The card's picture (components/art/empty-state-art.tsx); a blank signpost unless told. */
  art?: ReactNode;
}

/** A friendly "nothing here" card with a picture (a blank signpost by default), e.g. for an unknown username. */
export function EmptyState({ title, children, action, art }: EmptyStateProps) {
  const titleId = useId();
  return (
    <section className="empty-state" aria-labelledby={titleId}>
      {art ?? <Signpost />}
      <h2 id={titleId} className="empty-state__title">
        {title}
      </h2>
      {children ? <div className="empty-state__text">{children}</div> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </section>
  );
}

function Signpost() {
  return (
    <svg className="empty-state__art" data-art="signpost" viewBox="0 0 160 130" aria-hidden="true" focusable="false">
      <ellipse className="empty-state__ground" cx="80" cy="118" rx="62" ry="9" />
      <rect className="empty-state__post" x="72" y="14" width="16" height="106" rx="4" />
      <path className="empty-state__board" d="M30 26h74v26H30l-14-13z" />
      <path className="empty-state__board empty-state__board--back" d="M130 62H56v26h74l14-13z" />
      <path className="empty-state__grain" d="M42 34h34M70 44h22M70 70h40M90 80h26" />
      <path className="empty-state__tuft" d="M60 118c2-10 4-14 8-16M66 118c0-8 2-12 5-14M98 118c-1-9-3-13-7-15M94 118c1-7 0-11-3-13" />
    </svg>
  );
}
