import { checkTree } from './importRules';

const violations = checkTree(process.cwd());
if (violations.length > 0) {
  console.error('Layer rules broken (ARCHITECTURE.md, one-way imports):');
  for (const v of violations) console.error(`  ${v.file}: imports '${v.spec}' — ${v.rule}`);
  process.exit(1);
}
console.log('Layer rules hold: every import points down the layers.');
