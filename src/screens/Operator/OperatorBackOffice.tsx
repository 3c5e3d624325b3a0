import { Suspense } from 'react';
import { useParams, useRoutes } from 'react-router-dom';
import { Spinner } from '../../ui';
import { OperatorLayout } from './OperatorLayout';
import { OperatorOverview, OperatorSectionView } from './OperatorPages';
import { OperatorSignInScreen } from './OperatorSignInScreen';
import { operatorSections } from './operatorSections';
import { useOperatorShell } from './operatorShell';
import { sectionScreens } from './sectionScreens';

/** /operator: who is signed in and what their role may do. */
export function OperatorHome() {
  const { operator, role, rights } = useOperatorShell();
  return (
    <OperatorOverview operator={{ username: operator?.username ?? 'operator key', role }} rights={rights} />
  );
}

/** /operator/:section/*: the section's page, for a role that holds its right. */
export function OperatorSectionScreen() {
  const { rights } = useOperatorShell();
  const { section: path } = useParams();
  const section = operatorSections.find((candidate) => candidate.path === path) ?? null;
  const allowed = section !== null && rights.includes(section.right);
  const Screen = section && allowed ? sectionScreens[section.path] : undefined;
  if (!Screen) return <OperatorSectionView section={section} allowed={allowed} />;
  return (
    <Suspense fallback={<Spinner size="lg" label={`Loading ${section!.label}`} />}>
      <Screen />
    </Suspense>
  );
}

/**
 * Everything under /operator, the sign-in page included. Its routes live here rather than in the app's
 * table, so the member routes' first download carries one entry for the whole back office.
 */
export function OperatorBackOffice() {
  return useRoutes([
    { path: 'sign-in', element: <OperatorSignInScreen /> },
    {
      element: <OperatorLayout />,
      children: [
        { index: true, element: <OperatorHome /> },
        { path: ':section/*', element: <OperatorSectionScreen /> },
        { path: '*', element: <OperatorSectionScreen /> },
      ],
    },
  ]);
}
