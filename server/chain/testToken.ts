import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** TestUSDT.sol compiled from source for the development chain, with OpenZeppelin's ERC-20 from npm. */

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

export interface CompiledToken {
  abi: readonly unknown[];
  bytecode: `0x${string}`;
}

let compiledInMemory: Promise<CompiledToken> | undefined;

/** Compiles TestUSDT.sol with solc's WebAssembly build, once per process (and once per cacheDir if given). */
export function compileTestToken(options: { cacheDir?: string } = {}): Promise<CompiledToken> {
  compiledInMemory ??= compileOrReadCache(options.cacheDir).catch((error: unknown) => {
    compiledInMemory = undefined;
    throw error;
  });
  return compiledInMemory;
}

async function compileOrReadCache(cacheDir: string | undefined): Promise<CompiledToken> {
  const source = readFileSync(path.join(here, 'TestUSDT.sol'), 'utf8');
  const solcVersion = (require('solc/package.json') as { version: string }).version;
  const ozVersion = (require('@openzeppelin/contracts/package.json') as { version: string }).version;
  const settings = {
    optimizer: { enabled: true, runs: 200 },
    // Hardhat 2.29's default hardfork runs cancun code; solc 0.8.37's own default is newer.
    evmVersion: 'cancun',
    outputSelection: { 'TestUSDT.sol': { TestUSDT: ['abi', 'evm.bytecode.object'] } },
  };
  const key = createHash('sha256')
    .update(JSON.stringify([source, solcVersion, ozVersion, settings]))
    .digest('hex')
    .slice(0, 16);
  const cacheFile = cacheDir === undefined ? undefined : path.join(cacheDir, `TestUSDT-${key}.json`);
  if (cacheFile !== undefined) {
    const cached = await readFile(cacheFile, 'utf8').catch(() => undefined);
    if (cached !== undefined) return JSON.parse(cached) as CompiledToken;
  }
  // Imported here: loading the compiler alone takes seconds, and only a cache miss needs it.
  const solc = (await import('solc')).default;
  const input = { language: 'Solidity', sources: { 'TestUSDT.sol': { content: source } }, settings };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: readOpenZeppelinSource })) as {
    errors?: Array<{ severity: string; formattedMessage: string }>;
    contracts?: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>;
  };
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0)
    throw new Error(`TestUSDT.sol does not compile:\n${errors.map((e) => e.formattedMessage).join('\n')}`);
  const contract = output.contracts?.['TestUSDT.sol']?.TestUSDT;
  if (contract === undefined) throw new Error('solc produced no TestUSDT contract');
  const compiled: CompiledToken = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
  if (cacheDir !== undefined && cacheFile !== undefined) {
    await mkdir(cacheDir, { recursive: true });
    // Written aside and renamed, so a parallel start never reads half a file.
    const partial = `${cacheFile}.${process.pid}.tmp`;
    await writeFile(partial, JSON.stringify(compiled));
    await rename(partial, cacheFile);
  }
  return compiled;
}

function readOpenZeppelinSource(importPath: string): { contents: string } | { error: string } {
  const prefix = '@openzeppelin/contracts/';
  if (!importPath.startsWith(prefix)) return { error: `only ${prefix} imports are available: ${importPath}` };
  const packageDir = path.dirname(require.resolve('@openzeppelin/contracts/package.json'));
  try {
    return { contents: readFileSync(path.join(packageDir, importPath.slice(prefix.length)), 'utf8') };
  } catch (error) {
    return { error: String(error) };
  }
}
