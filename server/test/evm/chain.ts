/**
 * A real EVM node on loopback for tests: Ganache (from npm) serving JSON-RPC over HTTP, with the test
 * contracts of ./contracts deployed from their committed bytecode (./artifacts.json): the ENS registry,
 * a public resolver and a universal resolver (viem's getEnsAddress path), the delegate.xyz v2 registry's
 * ABI, three ERC-721 Enumerable collections (CAT, SHADOWWOLF, SIDEKX), Multicall3's code at its usual
 * address (viem's multicall batching) and, on demand, EIP-1271 smart wallets. `startChain()` runs it in this process; `bun server/test/evm/chain-cli.ts` runs it for a
 * Playwright server and prints the same facts as JSON, which `attachChain()` turns back into actions.
 */
import {
  createPublicClient,
  createWalletClient,
  getContractAddress,
  http,
  keccak256,
  labelhash,
  namehash,
  parseGwei,
  stringToHex,
  zeroHash,
  type Abi,
  type Address,
  type Hash,
  type Hex,
  type PublicClient,
} from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { mainnet } from 'viem/chains';
import built from './artifacts.json' with { type: 'json' };

const artifacts = built.artifacts as Record<ContractName, { abi: Abi; bytecode: Hex }>;
type ContractName =
  | 'Multicall3'
  | 'EnsRegistry'
  | 'PublicResolver'
  | 'UniversalResolver'
  | 'OffchainUniversalResolver'
  | 'DelegateRegistry'
  | 'TestCollection'
  | 'TestSmartWallet';
export const TEST_ABIS = Object.fromEntries(Object.entries(artifacts).map(([name, a]) => [name, a.abi])) as Record<ContractName, Abi>;

export const COLLECTION_KINDS = ['CAT', 'SHADOWWOLF', 'SIDEKX'] as const;
export type CollectionKind = (typeof COLLECTION_KINDS)[number];

export interface ChainContracts {
  ensRegistry: Address;
  publicResolver: Address;
  universalResolver: Address;
  delegateRegistry: Address;
  collections: Record<CollectionKind, Address>;
}

/** What a started chain tells: JSON-safe, printed by the CLI. accounts[0] deployed everything. */
export interface ChainInfo {
  url: string;
  chainId: number;
  contracts: ChainContracts;
  accounts: { address: Address; privateKey: Hex }[];
}

export interface TestChain extends ChainInfo, ChainActions {
  stop(): Promise<void>;
}

export interface ChainActions {
  client: PublicClient;
  /** accounts[i] as a viem local account (signs offline). */
  account(i: number): PrivateKeyAccount;
  /** Makes `name` (for example 'vault.eth') resolve to `address`; address null clears it. */
  setEnsAddress(name: string, address: Address | null): Promise<void>;
  mint(kind: CollectionKind, to: Address, tokenId: number): Promise<void>;
  /** accounts[from] sends its token to `to`. */
  transfer(kind: CollectionKind, from: number, to: Address, tokenId: number): Promise<void>;
  /** delegate.xyz v2 `delegateAll(delegate, 0x0, enable)` sent by the vault (an account index). */
  delegateAll(vault: number, delegate: Address, enable: boolean): Promise<Hash>;
  /** Deploys an EIP-1271 wallet whose signatures are accounts[owner]'s; returns its address. */
  deploySmartWallet(owner: number): Promise<Address>;
  /** Deploys a universal resolver that sends every name to the off-chain gateway at `url` (EIP-3668); returns its address. */
  deployOffchainResolver(url: string): Promise<Address>;
  /** Automine off: transactions wait in the pool (so a test can replace one) until mine(). */
  setAutomine(on: boolean): Promise<void>;
  mine(): Promise<void>;
  /** Raw JSON-RPC to the node (evm_snapshot, evm_increaseTime...). */
  rpc<T = unknown>(method: string, params?: unknown[]): Promise<T>;
}

const ACCOUNT_COUNT = 8;
const BALANCE = `0x${(10n ** 22n).toString(16)}`;
/** Fixed keys, so a test and the CLI's reader agree without passing secrets around. */
export const TEST_PRIVATE_KEYS: Hex[] = Array.from({ length: ACCOUNT_COUNT }, (_, i) =>
  keccak256(stringToHex(`sapphire-town test account ${i}`)),
);

export interface StartChainOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  chainId?: number;
}

/** How long a node's eight deployments may take (they take well under a second) before the node is given up. */
const DEPLOY_DEADLINE_MS = 10_000;

/**
 * Starts the node and deploys the contracts: about a second. One per test file; stop() in afterAll.
 * A node whose deployments have not all answered within DEPLOY_DEADLINE_MS is closed and another is
 * started, once: twice in a day of full runs a node in a test worker never answered one of them (after
 * 10 s, then 30 s), which 72 starts in a loop, with and without the cores burnt, never showed.
 */
export async function startChain(options: StartChainOptions = {}): Promise<TestChain> {
  try {
    return await startChainOnce(options);
  } catch (err) {
    console.warn(`the test EVM node did not start (${err instanceof Error ? err.message.split('\n')[0] : String(err)}); starting another`);
    return startChainOnce(options);
  }
}

async function startChainOnce({ port = 0, chainId = 1 }: StartChainOptions): Promise<TestChain> {
  const ganache = await loadGanache();
  const server = ganache.server({
    logging: { quiet: true },
    chain: { chainId, hardfork: 'shanghai' },
    miner: { instamine: 'eager' },
    wallet: { accounts: TEST_PRIVATE_KEYS.map((secretKey) => ({ secretKey, balance: BALANCE })) },
  });
  await server.listen(port, '127.0.0.1');
  const address = server.address() as { port: number };
  const url = `http://127.0.0.1:${address.port}/`;
  try {
    const contracts = await withinDeadline(deployAll(url, chainId), DEPLOY_DEADLINE_MS);
    const info: ChainInfo = { url, chainId, contracts, accounts: accountsOf() };
    return { ...info, ...attachChain(info), stop: () => server.close() };
  } catch (err) {
    await server.close();
    throw err;
  }
}

/** `work`, or an error once `ms` have passed; work given up on may still fail later, unheard. */
function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  work.catch(() => {});
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`its deployments took over ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** The actions of a chain started elsewhere (the CLI), from the JSON it printed. */
export function attachChain(info: ChainInfo): ChainActions {
  const chain = chainOf(info.chainId);
  const client = createPublicClient({ chain, transport: http(info.url, { retryCount: 0 }) }) as PublicClient;
  const wallet = (i: number) => createWalletClient({ chain, account: privateKeyToAccount(info.accounts[i]!.privateKey), transport: http(info.url) });
  const send = async (from: number, address: Address, abi: Abi, functionName: string, args: unknown[]) => {
    const hash = await wallet(from).writeContract({ address, abi, functionName, args } as never);
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (receipt.status !== 'success') throw new Error(`${functionName} reverted`);
    return hash;
  };
  const rpc = async <T>(method: string, params: unknown[] = []) => {
    const res = await fetch(info.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const body = (await res.json()) as { result?: T; error?: { message: string } };
    if (body.error) throw new Error(`${method}: ${body.error.message}`);
    return body.result as T;
  };
  const c = info.contracts;
  return {
    client,
    account: (i) => privateKeyToAccount(info.accounts[i]!.privateKey),
    async setEnsAddress(name, address) {
      const labels = name.split('.');
      // The deployer owns the root: it takes each parent, then points the name at the resolver.
      for (let i = labels.length - 1; i >= 0; i--) {
        const parent = labels.slice(i + 1).join('.');
        await send(0, c.ensRegistry, TEST_ABIS.EnsRegistry, 'setSubnodeOwner', [parent ? namehash(parent) : zeroHash, labelhash(labels[i]!), info.accounts[0]!.address]);
      }
      await send(0, c.ensRegistry, TEST_ABIS.EnsRegistry, 'setResolver', [namehash(name), c.publicResolver]);
      await send(0, c.publicResolver, TEST_ABIS.PublicResolver, 'setAddr', [namehash(name), address ?? '0x0000000000000000000000000000000000000000']);
    },
    async mint(kind, to, tokenId) {
      await send(0, c.collections[kind], TEST_ABIS.TestCollection, 'mint', [to, BigInt(tokenId)]);
    },
    async transfer(kind, from, to, tokenId) {
      await send(from, c.collections[kind], TEST_ABIS.TestCollection, 'transferFrom', [info.accounts[from]!.address, to, BigInt(tokenId)]);
    },
    delegateAll: (vault, delegate, enable) => send(vault, c.delegateRegistry, TEST_ABIS.DelegateRegistry, 'delegateAll', [delegate, zeroHash, enable]),
    async deploySmartWallet(owner) {
      return deploy(wallet(0), client, 'TestSmartWallet', [info.accounts[owner]!.address]);
    },
    deployOffchainResolver: (url) => deploy(wallet(0), client, 'OffchainUniversalResolver', [url]),
    async setAutomine(on) {
      await rpc(on ? 'miner_start' : 'miner_stop');
    },
    async mine() {
      await rpc('evm_mine');
    },
    rpc,
  };
}

function accountsOf(): ChainInfo['accounts'] {
  return TEST_PRIVATE_KEYS.map((privateKey) => ({ address: privateKeyToAccount(privateKey).address, privateKey }));
}

function chainOf(chainId: number) {
  return { ...mainnet, id: chainId };
}

async function deployAll(url: string, chainId: number): Promise<ChainContracts> {
  const chain = chainOf(chainId);
  const client = createPublicClient({ chain, transport: http(url, { retryCount: 0 }) }) as PublicClient;
  const account = privateKeyToAccount(TEST_PRIVATE_KEYS[0]!);
  const wallet = createWalletClient({ chain, account, transport: http(url) });
  // Addresses follow from the deployer's nonces, so every deployment is sent at once (a fresh chain: nonce 0 up),
  // with fees and gas given, which spares the estimates.
  const order = [
    ['Multicall3', []],
    ['EnsRegistry', []],
    ['PublicResolver', ['ens']],
    ['UniversalResolver', ['ens']],
    ['DelegateRegistry', []],
    ['TestCollection', ['Cats', 'CAT']],
    ['TestCollection', ['Shadow Wolves', 'WOLF']],
    ['TestCollection', ['Sidekx', 'SDKX']],
  ] as const;
  const at = order.map((_, nonce) => getContractAddress({ from: account.address, nonce: BigInt(nonce) }));
  const hashes = await Promise.all(
    order.map(([name, args], nonce) => {
      const { abi, bytecode } = artifacts[name];
      const resolved = args.map((a) => (a === 'ens' ? at[1] : a));
      return wallet.deployContract({ abi, bytecode, args: resolved, nonce, gas: 3_000_000n, maxFeePerGas: parseGwei('20'), maxPriorityFeePerGas: parseGwei('1') } as never);
    }),
  );
  const receipts = await Promise.all(hashes.map((hash) => client.waitForTransactionReceipt({ hash, pollingInterval: 20 })));
  receipts.forEach((r, i) => {
    if (r.status !== 'success' || r.contractAddress?.toLowerCase() !== at[i]!.toLowerCase()) throw new Error(`deploying ${order[i]![0]} failed`);
  });
  // Multicall3 has no storage: its runtime code is copied to the address viem's mainnet settings name.
  const code = await client.getCode({ address: at[0]! });
  await client.request({ method: 'evm_setAccountCode' as never, params: [mainnet.contracts.multicall3.address, code] as never });
  const [, ensRegistry, publicResolver, universalResolver, delegateRegistry, CAT, SHADOWWOLF, SIDEKX] = at.map((a) => a.toLowerCase() as Address);
  return { ensRegistry: ensRegistry!, publicResolver: publicResolver!, universalResolver: universalResolver!, delegateRegistry: delegateRegistry!, collections: { CAT: CAT!, SHADOWWOLF: SHADOWWOLF!, SIDEKX: SIDEKX! } };
}

async function deploy(
  wallet: ReturnType<typeof createWalletClient>,
  client: PublicClient,
  name: ContractName,
  args: unknown[],
): Promise<Address> {
  const { abi, bytecode } = artifacts[name];
  const hash = await wallet.deployContract({ abi, bytecode, args, account: wallet.account!, chain: wallet.chain } as never);
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (!receipt.contractAddress) throw new Error(`deploying ${name} failed`);
  return receipt.contractAddress;
}

/**
 * Ganache's native WebSocket module has no build for Bun and says so on load before falling back to
 * Node's own server (which is what we use): that notice is dropped here, anything else still prints.
 */
async function loadGanache() {
  const warn = console.warn;
  const error = console.error;
  const quiet = (log: typeof console.warn) => (...args: unknown[]) => {
    const text = String(args[0]);
    if (!text.includes('µWS') && !text.includes('Falling back to a NodeJS')) log(...args);
  };
  console.warn = quiet(warn);
  console.error = quiet(error);
  try {
    return (await import('ganache')).default;
  } finally {
    console.warn = warn;
    console.error = error;
  }
}
