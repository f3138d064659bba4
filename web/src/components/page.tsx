import { useEffect, type ReactNode } from 'react';
import type { Background } from '../../../domain/routes.ts';
import { pageTitle } from '../../../domain/routes.ts';
import './page.css';

interface PageProps {
  background: Background;
  /** Shown in the browser tab after the site name; omit for the town itself. */
  title?: string;
  /** Overrides the whole tab title (the connect page has its own site title). */
  siteTitle?: string;
  className?: string;
  children: ReactNode;
}

/** A full-height page with its background colour and browser-tab title. */
export function Page({ background, title, siteTitle, className, children }: PageProps) {
  useEffect(() => {
    document.title = siteTitle ?? pageTitle(title);
    document.body.dataset.background = background;
  }, [background, title, siteTitle]);
  return (
    <main className={`page page--${background}${className ? ` ${className}` : ''}`} data-background={background}>
      {children}
    </main>
  );
}
