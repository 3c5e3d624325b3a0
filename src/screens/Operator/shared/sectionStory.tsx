import type { ComponentType } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import type { OperatorShell } from './operatorShell';

/** What the shell hands a support operator and an auditor (the server's GET operator/me). */
export const shells: Record<'support' | 'auditor', OperatorShell> = {
  support: {
    operator: { id: 3, username: 'demo_support', role: 'support' },
    role: 'support',
    rights: ['members.read', 'tickets.read', 'tickets.write', 'announcements.read', 'announcements.write'],
  },
  auditor: {
    operator: { id: 5, username: 'demo_auditor', role: 'auditor' },
    role: 'auditor',
    rights: ['members.read', 'money.read', 'tickets.read', 'announcements.read', 'plans.read', 'audit.read'],
  },
};

/** A section as the back office mounts it at /operator/<path>/*, under the shell's answer for `role`. */
export const mountSection = (path: string, Section: ComponentType, role: keyof typeof shells = 'support') => (
  <Routes>
    <Route element={<Outlet context={shells[role]} />}>
      <Route path={`/operator/${path}/*`} element={<Section />} />
    </Route>
  </Routes>
);
