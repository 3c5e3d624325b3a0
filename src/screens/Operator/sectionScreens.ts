import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** Each section of the back office loads on first use, so an operator downloads only the sections they open. */
export const sectionScreens: Record<string, LazyExoticComponent<ComponentType>> = {
  members: lazy(() => import('./Members/MembersSection').then((m) => ({ default: m.MembersSection }))),
  money: lazy(() => import('./Money/MoneySection').then((m) => ({ default: m.MoneySection }))),
  tickets: lazy(() => import('./Tickets/TicketsSection').then((m) => ({ default: m.TicketsSection }))),
  announcements: lazy(() =>
    import('./Announcements/AnnouncementsSection').then((m) => ({ default: m.AnnouncementsSection })),
  ),
  plans: lazy(() => import('./Plans/PlansSection').then((m) => ({ default: m.PlansSection }))),
  liabilities: lazy(() =>
    import('./Liabilities/LiabilitiesSection').then((m) => ({ default: m.LiabilitiesSection })),
  ),
  'proof-of-reserves': lazy(() =>
    import('./ProofOfReserves/ProofOfReservesSection').then((m) => ({ default: m.ProofOfReservesSection })),
  ),
  audit: lazy(() => import('./Audit/AuditSection').then((m) => ({ default: m.AuditSection }))),
  operators: lazy(() =>
    import('./Operators/OperatorsSection').then((m) => ({ default: m.OperatorsSection })),
  ),
};
