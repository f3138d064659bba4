import { describe, expect, test } from 'bun:test';
import { concat, keccak256, pad, toHex } from 'viem';
import { checkLinkForm, isEnsName, linkPayload, NOT_AN_ADDRESS } from './link-form-rules.ts';

const vault = '0x1111111111111111111111111111111111111111';
const delegate = '0x2222222222222222222222222222222222222222';

describe('the delegation form (SPEC section 5 "Delegation")', () => {
  test('the delegate is required; the vault too, in the same words', () => {
    expect(checkLinkForm({ vault, delegate: '  ' })).toEqual({ vault: null, delegate: 'Delegate address is required' });
    expect(checkLinkForm({ vault: '', delegate }).vault).toBe('Vault address is required');
  });

  test('the two must differ, whatever the letter case', () => {
    expect(checkLinkForm({ vault, delegate: vault.toUpperCase().replace('0X', '0x') }).delegate).toBe('Delegate address must be different to vault address');
    expect(checkLinkForm({ vault: 'vault.eth', delegate: 'VAULT.eth' }).delegate).toBe('Delegate address must be different to vault address');
    expect(checkLinkForm({ vault, delegate })).toEqual({ vault: null, delegate: null });
  });

  test('an address or a name ending in .eth; anything else is refused before any look-up', () => {
    expect(isEnsName('alice.eth')).toBe(true);
    expect(isEnsName(' Alice.ETH ')).toBe(true);
    expect(isEnsName('alice.com')).toBe(false);
    expect(checkLinkForm({ vault, delegate: 'alice.eth' }).delegate).toBeNull();
    expect(checkLinkForm({ vault, delegate: '0x1234' }).delegate).toBe(NOT_AN_ADDRESS);
    expect(checkLinkForm({ vault, delegate: 'alice' }).delegate).toBe(NOT_AN_ADDRESS);
  });
});

describe('the signed variables', () => {
  test('address, address, uint256 and the keccak256 of their packed bytes (20 + 20 + 32)', () => {
    const { variables, hash } = linkPayload(vault, delegate, 1_790_000_000);
    expect(variables).toEqual([
      { type: 'address', data: vault },
      { type: 'address', data: delegate },
      { type: 'uint256', data: '1790000000' },
    ]);
    // Built by hand from the raw bytes, not through encodePacked.
    expect(hash).toBe(keccak256(concat([vault, delegate, pad(toHex(1_790_000_000), { size: 32 })])));
    expect(linkPayload(vault, delegate, 1_790_000_001).hash).not.toBe(hash);
  });
});
