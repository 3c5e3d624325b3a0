import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fromMicros } from '../../src/api/contract/moneyRules';
import { type ReserveProof, type Sha256, verifyReserveProof } from '../../src/api/contract/proofOfReserves';

/**
 * `npm run verify-reserves -- proof.json`: checks a member's proof of reserves, as downloaded from Account,
 * without asking Tessera anything: the leaf from its salt, id and balance, every level up to the root, and
 * every sum on the way (src/api/contract/proofOfReserves.ts has the rule, the README the same in words). It
 * hashes with Web Crypto, as the browser does. Exit 0 when the proof holds, 1 when it does not, 2 on misuse.
 */
export async function verifyReservesCli(args: string[], out: (line: string) => void): Promise<number> {
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    out('usage: npm run verify-reserves -- <proof.json>');
    return 2;
  }
  const path = args[0]!;
  let proof: ReserveProof;
  try {
    proof = JSON.parse(await readFile(path, 'utf8')) as ReserveProof;
    if (!Array.isArray(proof.path) || typeof proof.root !== 'object' || proof.root === null)
      throw new Error('it has no path and root');
  } catch (error) {
    out(`${path} is not a proof of reserves: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const sha256: Sha256 = async (bytes) =>
    new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes));
  const check = await verifyReserveProof(proof, sha256).catch((error: unknown) => ({
    ok: false as const,
    reason: error instanceof Error ? error.message : String(error),
  }));
  if (!check.ok) {
    out(`NOT VERIFIED: ${check.reason}.`);
    return 1;
  }
  out(
    `VERIFIED: member ${proof.member_id}'s balance of ${fromMicros(check.balance)} USDT is included in ` +
      `snapshot ${proof.snapshot_id}, whose root ${proof.root.hash} adds up to ${fromMicros(check.total)} USDT ` +
      `over ${proof.path.length} levels, every sum a whole non-negative number of micro-USDT.`,
  );
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  verifyReservesCli(process.argv.slice(2), (line) => console.log(line)).then((code) => process.exit(code));
}
