import { afterAll, beforeAll, expect, test } from 'bun:test';
import { connect, createConfig, mock } from '@wagmi/core';
import { http, zeroHash, type Address } from 'viem';
import { mainnet } from 'viem/chains';
import { startChain, TEST_ABIS, type TestChain } from '../../../server/test/evm/chain.ts';
import { sendDelegateAll } from './delegate-registry.ts';
import { walletErrorMessage } from './wallet-errors.ts';

// A real node (Ganache) with our delegate.xyz v2 registry. The wallet is the node's own unlocked account,
// reached through wagmi's mock connector, which forwards eth_sendTransaction to the node as a browser wallet would.
let chain: TestChain;
beforeAll(async () => {
  chain = await startChain();
}, 30_000);
afterAll(() => chain?.stop());

const delegatedFor = (delegate: Address, vault: Address) =>
  chain.client.readContract({ address: chain.contracts.delegateRegistry, abi: TEST_ABIS.DelegateRegistry, functionName: 'checkDelegateForAll', args: [delegate, vault, zeroHash] });

test('the panel\'s on-chain delegation: delegateAll from the vault\'s wallet, mined, then revoked; the registry reads it as the server does', async () => {
  const vault = chain.accounts[1]!.address;
  const delegate = chain.accounts[2]!.address;
  // Chain 1 served by the test node (the mock connector talks to the chain's default RPC URL).
  const local = { ...mainnet, rpcUrls: { default: { http: [chain.url] } } };
  const cfg = createConfig({ chains: [local], connectors: [mock({ accounts: [vault] })], transports: { [local.id]: http(chain.url) } });
  await connect(cfg, { connector: cfg.connectors[0]!, chainId: mainnet.id });
  const send = (enable: boolean) => sendDelegateAll(cfg, { registry: chain.contracts.delegateRegistry, delegate, enable, account: vault, chainId: mainnet.id, pollingInterval: 50 });

  const registered = await send(true);
  expect(registered.status).toBe('mined');
  expect(registered.receipt.status).toBe('success');
  expect(registered.receipt.from.toLowerCase()).toBe(vault.toLowerCase());
  expect(await delegatedFor(delegate, vault)).toBe(true);

  const revoked = await send(false);
  expect(revoked.status).toBe('mined');
  expect(await delegatedFor(delegate, vault)).toBe(false);

  // A registry address that is no registry: the gas estimate reverts, nothing is sent, and the player
  // reads SPEC 8's estimateGas wording.
  const nonce = await chain.client.getTransactionCount({ address: vault });
  const wrong = await sendDelegateAll(cfg, { registry: chain.contracts.collections.CAT, delegate, enable: true, account: vault, chainId: mainnet.id }).catch((e: unknown) => e);
  expect(walletErrorMessage(wrong)).toBe('Error connecting to the blockchain, please reload and try again.');
  expect(await chain.client.getTransactionCount({ address: vault })).toBe(nonce);
}, 20_000);
