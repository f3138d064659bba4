import type { LoginType } from '../../../../domain/identity.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { getNonce, verifySignature } from './api/wallet-sign-in.ts';
import { TIMINGS } from '../../../../domain/timings.ts';
import { loadWallet } from './wallet/load-wallet.ts';
import { settleWithin } from './wallet/wallet-errors.ts';
import type { WalletOptions } from './wallet/wallet.ts';

/** Sign-In with Ethereum: fetch the message for this address, have the wallet sign it, trade it for a session. */
export async function signInWithWallet(address: string, loginType: LoginType, options: WalletOptions, signal?: AbortSignal) {
  // Linked (google) wallets are custodial views of another account: they never sign (SPEC section 5).
  if (loginType === 'google') throw new Error(MESSAGES.signingDisabled);
  const wallet = await loadWallet();
  const { message } = await getNonce(address);
  // The wallet may never answer (its window closed, the extension asleep): the attempt still ends.
  const signature = await settleWithin(wallet.signWithWallet(message, address, options), { timeoutMs: TIMINGS.walletRequestTimeout, signal });
  const { token } = await verifySignature(address, signature, loginType);
  return { token, address: address.toLowerCase(), type: loginType };
}
