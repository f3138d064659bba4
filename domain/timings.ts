/** Timings and limits of SPEC section 9, in milliseconds unless named otherwise. */
export const TIMINGS = {
  clickSaveDebounce: 1000,
  kvSaveDebounce: 2000,
  validationDebounce: 500,
  windowResize: 300,
  speechBubble: 2000,
  revealCardOpen: 2000,
  chestOpen: 1000,
  chestReveal: 3000,
  revealAutoOpen: 1000,
  scrollSettle: 500,
  journeyQueueRetry: 4000,
  traitsReload: 2000,
  skyRefresh: 1000,
  toast: 2500,
  introToOnboard: 1000,
  audioSuspend: 30_000,
  walletPolling: 4000,
  rpcTimeout: 10_000,
  walletRequestTimeout: 5 * 60_000,
  /** A wallet connect that has had no answer by then is called off and the sign-in layer resets. */
  walletConnectTimeout: 2 * 60_000,
  queryCacheMaxAge: 24 * 60 * 60_000,
} as const;

export const SKY_STEP = 300;
export const DAY_HOURS = { from: 6, to: 19 } as const;
export const SCROLL_HINT_PX = 50;
export const ONE_DAY_SECONDS = 86_400;
/** Stored preferences live for a year unless told otherwise. */
export const PREFERENCE_TTL_SECONDS = 365 * ONE_DAY_SECONDS;
export const AUDIO = { html5Pool: 10, defaultPool: 5, defaultVolume: 1 } as const;
export const SOUNDS = ['tada', 'chirp', 'croak', 'click', 'splash', 'success'] as const;
export type Sound = (typeof SOUNDS)[number];

export const CONNECT_CHAIN_ID = 1;
