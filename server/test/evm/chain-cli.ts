/**
 * Starts the test chain (./chain.ts) for a process that cannot hold it in-process, such as the
 * Playwright e2e server: prints one line of JSON (ChainInfo: url, chainId, contracts, accounts with
 * their test keys) on stdout, then serves until SIGTERM/SIGINT or until stdin closes.
 *   bun server/test/evm/chain-cli.ts [--port 8545]
 */
import { startChain } from './chain.ts';

const portArg = process.argv.indexOf('--port');
const port = portArg > 0 ? Number(process.argv[portArg + 1]) : 0;
const chain = await startChain({ port });
const { url, chainId, contracts, accounts } = chain;
process.stdout.write(`${JSON.stringify({ url, chainId, contracts, accounts })}\n`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await chain.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.resume();
