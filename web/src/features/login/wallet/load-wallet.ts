/** Loads the wallet module on demand; the import is the split point that keeps wagmi out of the first bundle. */
export const loadWallet = () => import('./wallet.ts');
