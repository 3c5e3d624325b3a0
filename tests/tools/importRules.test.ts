import { describe, expect, it } from 'vitest';
import { checkFile, importsOf, screenOf } from './importRules';

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

  it("lets the browser check a proof of reserves by the tree's own rule, but not read the snapshots' schemas", () => {
    const api = 'src/api/proofOfReserves.ts';
    expect(checkFile(root, api, "import { verifyReserveProof } from './contract/proofOfReserves';")).toEqual(
      [],
    );
    expect(checkFile(root, api, "import { reserveProof } from './contract/reserveSnapshots';")).toHaveLength(
      1,
    );
    const tree = 'src/api/contract/proofOfReserves.ts';
    expect(checkFile(root, tree, "import { hexToBytes } from './reserveDraw';")).toEqual([]);
    expect(checkFile(root, tree, "import { z } from 'zod';")).toHaveLength(1);
  });

  it('keeps a screen, its stories and its tests to its own folder and the shared folders', () => {
    const tab = 'src/screens/Profile/PasswordTab.tsx';
    const refused = checkFile(root, tab, "import { useCooldown } from '../Login/useCooldown';");
    expect(refused).toHaveLength(1);
    expect(refused[0]?.rule).toContain('a screen imports only its own folder');
    expect(checkFile(root, tab, "import { useCooldown } from '../shared/useCooldown';")).toEqual([]);
    expect(checkFile(root, tab, "import { x } from './securityForms';")).toEqual([]);
    expect(checkFile(root, tab, "import type { CooldownView } from '../Login/types';")).toHaveLength(1);
    expect(
      checkFile(
        root,
        'src/screens/Withdraw/WithdrawView.stories.tsx',
        "import { a } from '../Transfer/TransferView';",
      ),
    ).toHaveLength(1);
    expect(
      checkFile(
        root,
        'src/screens/Payouts/payoutFormat.test.ts',
        "import { a } from '../Account/accountFixtures';",
      ),
    ).toHaveLength(1);
    expect(checkFile(root, tab, "import { failureMessage } from '../Operator/shared/failure';")).toHaveLength(
      1,
    );
  });

  it('counts each back-office section as a screen, and lets only the shell load the sections', () => {
    expect(screenOf('src/screens/Operator/Members/MembersSection.tsx')).toBe('src/screens/Operator/Members');
    expect(screenOf('src/screens/Operator/OperatorLayout.tsx')).toBe('src/screens/Operator');
    expect(screenOf('src/screens/Operator/shared/failure.ts')).toBeNull();
    const section = 'src/screens/Operator/Members/MembersSection.tsx';
    expect(checkFile(root, section, "import { kindLabels } from '../Money/moneyText';")).toHaveLength(1);
    expect(checkFile(root, section, "import { useOperatorShell } from '../OperatorLayout';")).toHaveLength(1);
    expect(checkFile(root, section, "import { failureMessage } from '../shared/failure';")).toEqual([]);
    expect(checkFile(root, section, "import { fakeNetwork } from '../../shared/wiredStory';")).toEqual([]);
    const shell = 'src/screens/Operator/sectionScreens.ts';
    expect(checkFile(root, shell, "const m = import('./Members/MembersSection');")).toEqual([]);
    expect(checkFile(root, shell, "import { LoginView } from '../Login/LoginView';")).toHaveLength(1);
  });

  it("keeps the shared folders free of screens, and the members' shared folder free of the back office", () => {
    const list = 'src/screens/shared/FilteredList/FilteredList.tsx';
    expect(checkFile(root, list, "import { payoutAmount } from '../../Payouts/payoutFormat';")).toHaveLength(
      1,
    );
    expect(checkFile(root, list, "import { LIST_FAILED } from '../loadFailure';")).toEqual([]);
    expect(
      checkFile(
        root,
        'src/screens/shared/useSession.ts',
        "import { x } from '../Operator/shared/operatorShell';",
      ),
    ).toHaveLength(1);
    const csv = 'src/screens/Operator/shared/useCsvExport.ts';
    expect(checkFile(root, csv, "import { LIST_FAILED } from '../../shared/loadFailure';")).toEqual([]);
    expect(checkFile(root, csv, "import { failureMessage } from './failure';")).toEqual([]);
    expect(checkFile(root, csv, "import { memberPath } from '../Members/memberPaths';")).toHaveLength(1);
    expect(checkFile(root, csv, "import { sectionScreens } from '../sectionScreens';")).toHaveLength(1);
  });
});
