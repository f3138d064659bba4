/**
 * Recompiles the test contracts in ./contracts with the `solc` npm package and writes their ABI and
 * bytecode to ./artifacts.json (committed, so tests never pay the compile time). Run after changing a
 * contract: `bun server/test/evm/compile.ts`.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import solc from 'solc';

/** The node the tests start (Ganache 7) runs Shanghai; newer opcodes must not be emitted. */
const EVM_VERSION = 'shanghai';
const dir = join(import.meta.dir, 'contracts');
const sources = Object.fromEntries(
  readdirSync(dir)
    .filter((file) => file.endsWith('.sol'))
    .map((file) => [file, { content: readFileSync(join(dir, file), 'utf8') }]),
);
const input = {
  language: 'Solidity',
  sources,
  settings: {
    evmVersion: EVM_VERSION,
    optimizer: { enabled: true, runs: 200 },
    outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
  },
};
const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>;
};
const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
for (const e of output.errors ?? []) console.error(e.formattedMessage);
if (errors.length) process.exit(1);
const artifacts: Record<string, { abi: unknown[]; bytecode: string }> = {};
for (const file of Object.keys(output.contracts).sort()) {
  for (const [name, contract] of Object.entries(output.contracts[file]!)) {
    if (!contract.evm.bytecode.object) continue; // interfaces
    artifacts[name] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
  }
}
const meta = { compiler: solc.version(), evmVersion: EVM_VERSION };
writeFileSync(join(import.meta.dir, 'artifacts.json'), `${JSON.stringify({ meta, artifacts }, null, 1)}\n`);
console.log(`compiled ${Object.keys(artifacts).join(', ')} with solc ${meta.compiler}`);
