import { getAddress, type Address } from 'viem';
import { MESSAGES } from '../../../../../domain/messages.ts';
import { walletErrorMessage } from '../../../lib/wallet-errors.ts';
import { LINKED_WALLETS, type DelegationAccount } from './account.ts';
import { getUnixTime, type LinkChange } from './delegation-api.ts';
import { linkPayload } from './link-form-rules.ts';

/** A step of adding or removing a link failed: `message` is what the player reads. */
export class LinkStepError extends Error {
  constructor(
    message: string,
    readonly field: 'vault' | 'delegate' | null = null,
  ) {
    super(message);
    this.name = 'LinkStepError';
  }
}

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/**
 * Builds a signed link change: our server's time, the packed hash of (vault, delegate, time), signed by
 * the signed-in player's own wallet. Adding is signed by the vault; removing by either side. An e-mail
 * or linked wallet does not sign ('Signing transactions is disabled for linked wallets').
 */
export async function signLinkChange(account: DelegationAccount, action: LinkChange['action'], vault: string, delegate: string): Promise<LinkChange> {
  if (LINKED_WALLETS.has(account.type)) throw new LinkStepError(MESSAGES.signingDisabled);
  const me = account.address.toLowerCase();
  if (action === 'create' && vault.toLowerCase() !== me) {
    throw new LinkStepError(`The vault wallet signs the link: sign in with ${short(vault)} to add it, or put your own address (${short(me)}) as the vault.`, 'vault');
  }
  if (action === 'revoke' && vault.toLowerCase() !== me && delegate.toLowerCase() !== me) throw new LinkStepError('Only the vault or the delegate can remove this link.');
  const time = await getUnixTime().catch(() => {
    throw new LinkStepError(MESSAGES.timezoneError);
  });
  const { variables, hash } = linkPayload(getAddress(vault) as Address, getAddress(delegate) as Address, time);
  let signedMessage: string;
  try {
    signedMessage = await account.signHash(hash);
  } catch (error) {
    throw new LinkStepError(walletErrorMessage(error));
  }
  return { action, variables, signedMessage };
}
