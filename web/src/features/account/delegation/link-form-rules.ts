import { encodePacked, isAddress, keccak256, type Address, type Hex } from 'viem';
import { fieldMessage, MESSAGES } from '../../../../../domain/messages.ts';
import { checks, validate } from '../../../../../domain/validation.ts';

/** Field names as the form labels them (SPEC section 5 words the required message with them). */
export const VAULT_FIELD = 'Vault address';
export const DELEGATE_FIELD = 'Delegate address';
/** Neither an address nor a name: the spec has no wording for it, so the form says what it wants. */
export const NOT_AN_ADDRESS = 'Enter a wallet address (0x followed by 40 characters) or an .eth name';

/** Names ending in .eth are looked up (SPEC section 5 "Delegation"). */
export const isEnsName = (value: string) => /^[^\s]+\.eth$/i.test(value.trim());

/** The message for one field as typed (before any name is looked up), or null. */
export function checkLinkField(name: string, value: string): string | null {
  const v = value.trim();
  return validate(v, [checks.required(name), (x) => (isEnsName(x) || isAddress(x, { strict: false }) ? null : NOT_AN_ADDRESS)]);
}

/** Both fields as typed: delegate required, each an address or an .eth name, and not the same text. */
export function checkLinkForm(form: { vault: string; delegate: string }): { vault: string | null; delegate: string | null } {
  const vault = checkLinkField(VAULT_FIELD, form.vault);
  const delegate = checkLinkField(DELEGATE_FIELD, form.delegate);
  if (!vault && !delegate && form.vault.trim().toLowerCase() === form.delegate.trim().toLowerCase()) return { vault: null, delegate: MESSAGES.delegateSame };
  return { vault, delegate };
}

/** Once names are resolved: the two wallets must differ ('Delegate address must be different to vault address'). */
export const sameWallet = (vault: string, delegate: string) => vault.toLowerCase() === delegate.toLowerCase();

/** One variable of the delegation call: a Solidity type and its value as text. */
export interface LinkVariable {
  type: 'address' | 'uint256';
  data: string;
}

/**
 * The three variables of `POST /api/profile/delegate` (vault, delegate, Unix time: Solidity types
 * address, address, uint256) and the hash the signing wallet signs: keccak256 of their packed encoding.
 */
export function linkPayload(vault: Address, delegate: Address, unixtime: number): { variables: LinkVariable[]; hash: Hex } {
  const time = BigInt(Math.trunc(unixtime));
  return {
    variables: [
      { type: 'address', data: vault },
      { type: 'address', data: delegate },
      { type: 'uint256', data: time.toString() },
    ],
    hash: keccak256(encodePacked(['address', 'address', 'uint256'], [vault, delegate, time])),
  };
}

export const delegateRequired = fieldMessage.required(DELEGATE_FIELD);
