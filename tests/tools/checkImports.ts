import { checkGuardedTree } from './guardedWrites';
import { serverCycles } from './importCycles';
import { checkTree } from './importRules';

const violations = checkTree(process.cwd());
if (violations.length > 0) {
  console.error('Layer rules broken (ARCHITECTURE.md, one-way imports):');
  for (const v of violations) console.error(`  ${v.file}: imports '${v.spec}' — ${v.rule}`);
  process.exit(1);
}
console.log('Layer rules hold: every import points down the layers.');

// A cycle makes one module of it run before the other has finished loading: what it imports may be undefined.
const cycles = serverCycles(process.cwd());
if (cycles.length > 0) {
  console.error('Import cycles in server/ (run-time imports):');
  for (const cycle of cycles) console.error(`  ${cycle.join(' → ')}`);
  process.exit(1);
}
console.log('No import cycles in server/.');

// Who can get into an account and where its money goes change in one module each (guardedColumns.ts).
const strayWrites = checkGuardedTree(process.cwd());
if (strayWrites.length > 0) {
  console.error('Guarded columns written outside their one module (tests/tools/guardedColumns.ts):');
  for (const w of strayWrites) {
    console.error(`  ${w.file}:${w.line} writes ${w.table}.${w.column}, which only ${w.writer} may write`);
  }
  process.exit(1);
}
console.log('Guarded columns are written only by their own modules.');
