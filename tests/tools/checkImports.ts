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
