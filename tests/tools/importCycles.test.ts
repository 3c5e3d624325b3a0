import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, runtimeImports } from './importCycles';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'cycles-'));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), source);
  }
  return root;
}

describe('import cycles', () => {
  it('finds two modules that import each other, and a longer ring', () => {
    const root = tree({
      'server/db/client.ts': "import { plan } from './plan';\nexport const a = 1;",
      'server/db/plan.ts': "import { a } from './client';\nexport const plan = a;",
      'server/x.ts': "import { y } from './y';",
      'server/y.ts': "import { z } from './z';",
      'server/z.ts': "export * from './x';",
    });
    const files = ['server/db/client.ts', 'server/db/plan.ts', 'server/x.ts', 'server/y.ts', 'server/z.ts'];
    expect(importCycles(runtimeImports(root, files))).toEqual([
      ['server/db/client.ts', 'server/db/plan.ts', 'server/db/client.ts'],
      ['server/x.ts', 'server/y.ts', 'server/z.ts', 'server/x.ts'],
    ]);
  });

  it('lets a type-only import close a ring, since it is gone at run time', () => {
    const root = tree({
      'server/db/client.ts': "import { plan } from './plan';\nexport type Db = number;",
      'server/db/plan.ts': "import type { Db } from './client';\nexport const plan = 1;",
    });
    expect(importCycles(runtimeImports(root, ['server/db/client.ts', 'server/db/plan.ts']))).toEqual([]);
  });
});
