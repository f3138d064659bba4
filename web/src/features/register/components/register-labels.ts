import { MINIMUM_AGE } from '../../../../../domain/identity.ts';

/**
 * Words on the register flow's controls (SPEC section 2 names Learn More, Read Again,
 * Get Started and Let's go!); kept in one place so tests and components agree.
 */
export const REGISTER_LABELS = {
  tourKicker: "Ardi's tour of the town",
  learnMore: 'Learn More',
  readAgain: 'Read Again',
  getStarted: 'Get Started',
  letsGo: "Let's go!",
  nextPage: 'Next page',
  previousPage: 'Previous page',
  complete: 'Complete',
  completing: 'Moving in...',
  terms: 'Terms and Conditions',
  ageConsent: `I am over ${MINIMUM_AGE} years old`,
  termsPrefix: 'I agree to the',
  emailOptIn: 'Send me town news and offers by e-mail (optional)',
  email: 'E-mail',
  username: 'Username',
  explorer: 'Explorer',
  side: 'Side',
  signOut: 'Not now? Sign out',
} as const;

/** Heading and one-line lead of each onboarding stage. */
export const STAGE_COPY = {
  'ACCOUNT SETUP': { title: 'Set up your account', lead: 'A few details so the town knows how to greet you.' },
  IDENTITY: { title: 'Choose your explorer', lead: 'Your first explorer becomes your avatar. You can dress them up later.' },
  SIDE: { title: 'Choose your side', lead: 'Pick the crew you cheer for. Both are friendly, we promise.' },
  CONFIRM: { title: 'Ready to move in?', lead: 'Here is your new resident card. Press Complete to arrive in town.' },
} as const;
