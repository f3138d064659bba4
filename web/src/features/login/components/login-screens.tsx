/**
 * The screens a visitor signs in on, in a script of their own (issue 18): a returning player's main
 * script goes without them and their art. A visitor's boot script asks for this one beside the main
 * script on the pages that show it (server/src/spa/page-preloads.ts), and the app waits for it before
 * its first render there (web/src/app/router.tsx, pageReady).
 */
export { LoginScreen } from './login-screen.tsx';
export { VerifyScreen } from './verify-screen.tsx';
