/** User-facing wording from SPEC sections 2, 5 and 8, used as written. */
export const MESSAGES = {
  genericError: 'An error occurred, please refresh and try again',
  oops: 'Oops! Sorry about this, something went wrong!',
  loggedOut: 'You have been logged out.',
  logInAgain: 'Log in again',
  pleaseWait: 'Please wait...',
  requestingCredentials: 'Requesting user credentials',
  requestingProfile: 'Requesting user profile',
  verifyAccount: 'Click here to verify your account',
  connectWallet: 'Or connect with an existing wallet',
  invalidEmailAddress: 'Invalid email address',
  invalidEmail: 'Invalid email',
  emailNotFound: 'Email address not found',
  usernameNotFound: 'Username not found',
  sideNotChosen: 'Side not chosen!',
  userNotFound: 'User not found',
  emailTaken: 'Email already registered',
  emailOfWalletExplorer: 'That e-mail belongs to an explorer who signs in with a wallet: sign in with your wallet, or verify the e-mail in Settings to use codes too.',
  usernameTaken: 'Username already in use',
  invalidSignature: 'Invalid signature',
  walletMismatch: 'Wallet and profile address mismatch!',
  magicAddressNotFound: 'Magic Address not found',
  tokenNotPresent: 'Token not present',
  walletNotFound: 'Wallet not found',
  userRejected: 'User rejected request',
  anErrorOccured: 'An error occured',
  delegateSame: 'Delegate address must be different to vault address',
  ensNotFound: 'Ens address not found',
  timezoneError: 'Error fetching timezone',
  signingDisabled: 'Signing transactions is disabled for linked wallets',
  // Delegation answers the spec does not word (issue 15).
  delegateRequired: 'Delegate address is required',
  vaultRequired: 'Vault address is required',
  invalidAddress: 'Invalid address',
  linkSignatureExpired: 'This signature has expired: the time signed is more than 5 minutes from ours, please try again',
  linkSignatureUsed: 'This signature has already been used',
  linkNotYours: 'Only the vault or the delegate wallet can change this link',
  linkNotFound: 'Link not found',
  vaultReadOnly: 'This belongs to your vault wallet: a delegate can look and try on, but not save or change it.',
  connectorConnected: 'Connector already connected',
  cartEmpty: 'Your cart is empty',
  cartTitle: 'Your Cart',
  newMessage: 'New message! Check the notification bell',
  prefilled: 'We have prefilled your details from our main website.',
  newWearable: "You've just received a new wearable, congrats!",
  journeyUnlockedTitle: 'New Journey Unlocked!',
  noSidekx: 'No Sidekx found!',
  yourSidekx: 'Your Sidekx',
  // Server answers the spec does not word; kept here so the web can match on them.
  blockchainError: 'Error connecting to the blockchain, please reload and try again.',
  sessionExpired: 'Session expired, please reload and try again.',
  invalidCode: 'Invalid or expired code',
  tooManyRequests: 'Too many requests, please wait a minute and try again',
  tooManyAttempts: 'Too many wrong codes, please ask for a new one',
  /** A guess refused before it was compared (the answer's Retry-After says for how long). */
  waitBeforeNextCode: 'Too many wrong codes, please wait before trying again',
  walletRegistered: 'Wallet already registered',
  emailMismatch: 'Email does not match the address you signed in with',
  /** A wallet connect that got no answer within its timeout (SPEC section 8 raises it without words). */
  walletTimedOut: 'Your wallet did not answer in time: please try again',
  /** The wallet already holds a request (EIP-1193 -32002) the player has not answered. */
  walletBusy: 'Your wallet is already waiting for you: open it to answer, then try again',
  transactionCancelled: 'Transaction cancelled.',
  explorerNotChosen: 'Choose an explorer: sapphire_town_explorer_token_id must be 10000, 20000, 30000 or 40000',
} as const;

/** Field messages of SPEC section 5, with the field's name filled in. */
export const fieldMessage = {
  required: (name: string) => `${name} is required`,
  tooLong: (name: string) => `Maximum length of ${name} exceeded`,
  tooShort: (name: string) => `Minimum length of ${name} not met`,
  maxAmount: (label: string) => `Maximum amount set for ${label}!`,
  journeyUnlocked: (name: string) => `${name} unlocked!`,
  lettersNumbersSpaces: 'Letters, numbers and spaces only',
  lettersNumbers: 'Letters and numbers only',
  unknownKey: (key: string) => `Unknown key: ${key}`,
} as const;

/** Raw error texts (or fragments) and what the user is shown instead (SPEC section 8 "Translations"). */
const TRANSLATIONS: ReadonlyArray<readonly [string, string]> = [
  ['Email already registered', 'Sorry! That email has already been taken.'],
  ['Username already in use', 'Sorry! That username has already been taken.'],
  ['User not found', 'Sorry! User not found.  Have you registered?'],
  ['ERROR_DIDT_EXPIRED', 'Session expired, please reload and try again.'],
  ['estimateGas', 'Error connecting to the blockchain, please reload and try again.'],
  ['recoveryParam', 'Invalid signature'],
  ['Unexpected token', 'An unknown error occured.  Please try again.'],
  ['User rejected', 'Transaction cancelled.'],
  ['user rejected', 'Transaction cancelled.'],
  ['cancelled', 'Transaction cancelled.'],
  ['rejected', 'Transaction rejected'],
];

/** Turns a raw error message into what the user reads; unknown messages pass through unchanged. */
export function translateError(raw: string | null | undefined): string {
  if (!raw) return MESSAGES.genericError;
  for (const [needle, shown] of TRANSLATIONS) if (raw.includes(needle)) return shown;
  return raw;
}
