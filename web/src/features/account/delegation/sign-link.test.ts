import { describe, expect, test } from 'bun:test';
import { privateKeyToAccount } from 'viem/accounts';
import type { DelegationAccount } from './account.ts';
import { signLinkChange } from './sign-link.ts';

const me = privateKeyToAccount(`0x${'21'.repeat(32)}`);
const other = '0x2222222222222222222222222222222222222222';
const third = '0x3333333333333333333333333333333333333333';

/** The signed-in player, whose wallet really signs (a viem local account); counts the signatures asked for. */
function player(type: DelegationAccount['type']) {
  const asked: string[] = [];
  const account: DelegationAccount = {
    address: me.address.toLowerCase(),
    type,
    registry: null,
    signHash: async (hash) => {
      asked.push(hash);
      return me.signMessage({ message: { raw: hash } });
    },
    delegateOnChain: async () => {
      throw new Error('not used');
    },
  };
  return { account, asked };
}

describe('who signs a link change (refused before any wallet is asked)', () => {
  test("an e-mail (magic) or linked (google) wallet: 'Signing transactions is disabled for linked wallets'", async () => {
    for (const type of ['magic', 'google'] as const) {
      const { account, asked } = player(type);
      await expect(signLinkChange(account, 'create', account.address, other)).rejects.toThrow('Signing transactions is disabled for linked wallets');
      expect(asked).toEqual([]);
    }
  });

  test('adding is signed by the vault: another vault is refused on the vault field', async () => {
    const { account, asked } = player('metamask');
    const refused = await signLinkChange(account, 'create', other, account.address).catch((e: unknown) => e);
    expect(refused).toMatchObject({ field: 'vault', message: expect.stringContaining('The vault wallet signs the link') });
    expect(asked).toEqual([]);
  });

  test('removing is for either end only', async () => {
    const { account, asked } = player('metamask');
    await expect(signLinkChange(account, 'revoke', other, third)).rejects.toThrow('Only the vault or the delegate can remove this link.');
    expect(asked).toEqual([]);
  });
});
