import { zeroHash } from 'viem';

/** The one call of the delegate.xyz v2 registry the town sends: `delegateAll(to, rights, enable)` (rights 0: everything). */
export const DELEGATE_ALL_ABI = [
  {
    type: 'function',
    name: 'delegateAll',
    stateMutability: 'payable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'rights', type: 'bytes32' },
      { name: 'enable', type: 'bool' },
    ],
    outputs: [{ name: 'delegationHash', type: 'bytes32' }],
  },
] as const;

/** All rights, as the server's checkDelegateForAll reads them. */
export const ALL_RIGHTS = zeroHash;
