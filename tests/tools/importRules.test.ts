import { describe, expect, it } from 'vitest';
import { checkFile, importsOf } from './importRules';

const root = '/repo';

describe('layer rules', () => {
  it('finds static, type-only, re-export and dynamic imports', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "export * from './c';",
      "const d = await import('./d');",
      "import 'side-effect';",
    ].join('\n');
    expect(importsOf(source).sort()).toEqual(['../b', './a', './c', './d', 'side-effect']);
  });

  it('refuses a ui component that imports a machine', () => {
    const v = checkFile(
      root,
      'src/ui/Button/Button.tsx',
      "import { loginMachine } from '../../machines/login/loginMachine';",
    );
    expect(v).toHaveLength(1);
    expect(v[0]?.rule).toContain('src/ui');
  });

  it('refuses React inside a machine', () => {
    expect(
      checkFile(root, 'src/machines/login/loginMachine.ts', "import { useState } from 'react';"),
    ).toHaveLength(1);
  });

  it('refuses a server module reaching into the front end but allows the contract', () => {
    expect(
      checkFile(root, 'server/routes/auth.ts', "import { x } from '../../src/api/client';"),
    ).toHaveLength(1);
    expect(
      checkFile(root, 'server/routes/auth.ts', "import { x } from '../../src/api/contract/auth';"),
    ).toEqual([]);
  });

  it('lets the contract import zod and nothing else', () => {
    expect(checkFile(root, 'src/api/contract/auth.ts', "import { z } from 'zod';")).toEqual([]);
    expect(checkFile(root, 'src/api/contract/auth.ts', "import { ofetch } from 'ofetch';")).toHaveLength(1);
  });

  it('allows screens to import every layer', () => {
    const source =
      "import { a } from '../../machines/x';\nimport { b } from '../../ui/Button';\nimport { c } from '../../api/auth';";
    expect(checkFile(root, 'src/screens/Login/LoginScreen.tsx', source)).toEqual([]);
  });
});
