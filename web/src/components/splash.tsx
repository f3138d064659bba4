import type { ComponentType, ReactNode } from 'react';
import { PAGES, type ToppedPage } from '../../../domain/routes.ts';
import { FullScreen } from './full-screen.tsx';
import { GemIcon } from './gem-icon.tsx';
import { Page } from './page.tsx';
import { PageTop } from './page-top.tsx';
import './splash.css';

export interface SplashProps {
  /** The boot status, e.g. 'Bootstrapping'. */
  status?: string;
  /** What is happening, e.g. MESSAGES.requestingCredentials. */
  text?: string;
}

/** The gem bobbing over its shadow, with the boot status and what is happening. */
function SplashStatus({ status, text }: SplashProps): ReactNode {
  return (
    <>
      <div className="splash__stage" aria-hidden="true">
        <GemIcon className="splash__gem" />
        <span className="splash__shadow" />
      </div>
      {status ? <p className="splash__status">{status}</p> : null}
      {text ? <p className="splash__text">{text}</p> : null}
    </>
  );
}

/** The loading screen: the town's gem bobbing over a hill, with the boot status. */
export function Splash(props: SplashProps) {
  return (
    <FullScreen tone="sky" role="status" className="splash">
      <SplashStatus {...props} />
    </FullScreen>
  );
}

/**
 * A signed-in page's loading screen (domain/routes.ts TOPPED_SPLASH_PAGES): the page's own background,
 * title and lead, where the page draws them, over the gem and the boot status. The page that follows
 * draws the same top in the same place, with its content under it.
 */
export function PageSplash({ page, ...props }: SplashProps & { page: ToppedPage }) {
  const { background, title } = PAGES[page];
  return (
    <Page background={background} title={title}>
      <PageTop page={page} />
      <div className="page__body page-splash" role="status">
        <SplashStatus {...props} />
      </div>
    </Page>
  );
}

const pageSplashes = new Map<string, ComponentType>();

/**
 * A page's own loading screen at `path`, drawn in place of the splash once the page's script is in (it
 * registers it as it loads; the first page's script is in before the app's first render): `/journeys`
 * draws its frame and its trail's first stops, as its HTML does (scripts/first-paint.tsx).
 */
export function registerPageSplash(path: string, splash: ComponentType): void {
  pageSplashes.set(path, splash);
}

/** The loading screen registered for `pathname`, if its page's script is in. */
export function pageSplashAt(pathname: string): ComponentType | undefined {
  return pageSplashes.get(pathname.replace(/\/+$/, '') || '/');
}
