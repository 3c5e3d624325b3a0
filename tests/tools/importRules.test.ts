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

  it('lets browser code take only types from the contract, so zod stays out of the bundle', () => {
    const file = 'src/screens/Transfer/TransferScreen.tsx';
    expect(checkFile(root, file, "import type { TransferBody } from '../../api/contract';")).toEqual([]);
    expect(checkFile(root, file, "import { type A, type B } from '../../api/contract/wallet';")).toEqual([]);
    expect(checkFile(root, file, "import { labels } from '../../api/contract';")).toHaveLength(1);
    expect(checkFile(root, file, "import { type A, labels } from '../../api/contract';")).toHaveLength(1);
    expect(checkFile(root, 'src/api/wallet.ts', "import { x } from './contract/wallet';")).toHaveLength(1);
    expect(checkFile(root, 'src/api/wallet.test.ts', "import { x } from './contract/wallet';")).toEqual([]);
    expect(checkFile(root, 'src/api/contract/wallet.ts', "import { x } from './auth';")).toEqual([]);
  });

  it('lets a module of plain rules import only other plain rules, and the browser run it', () => {
    const rules = 'src/api/contract/stakingRules.ts';
    expect(checkFile(root, rules, "import { fromMicros } from './moneyRules';")).toEqual([]);
    expect(checkFile(root, rules, "import { z } from 'zod';")).toHaveLength(1);
    expect(checkFile(root, rules, "import { paged } from './wallet';")).toHaveLength(1);
    const screen = 'src/screens/Explore/exploreFormat.ts';
    expect(
      checkFile(root, screen, "import { stakingZones } from '../../api/contract/stakingRules';"),
    ).toEqual([]);
    expect(
      checkFile(root, screen, "import { stakingZones } from '../../api/contract/staking';"),
    ).toHaveLength(1);
  });
});
