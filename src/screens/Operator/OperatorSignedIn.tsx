import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useContext } from 'react';
import { useParams, useRoutes } from 'react-router-dom';
import { queryClient } from '../../api/queryClient';
import { Spinner } from '../../ui';
import { lazyNamed } from '../../ui/lazyNamed';
import { OperatorLayout } from './OperatorLayout';
import { sectionScreens } from './sectionScreens';
import { OperatorSectionView } from './shared/OperatorPages';
import { operatorSections } from './shared/operatorSections';
import { useOperatorShell } from './shared/operatorShell';

/** /operator: what waits for the role today, and what the role may do. */
const OperatorHome = lazyNamed(() => import('./Overview/OverviewScreen'), 'OverviewScreen').Lazy;
/** /operator/password: the operator's own password. */
const OperatorPassword = lazyNamed(() => import('./Password/PasswordScreen'), 'PasswordScreen').Lazy;

const loading = <Spinner size="lg" label="Loading the back office" />;

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

/** The app's server-data cache, unless one is given from above already (a story gives each its own). */
function ServerData({ children }: { children: ReactNode }) {
  if (useContext(QueryClientContext)) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** Every back-office page past the sign-in: the shell, the overview and the sections. */
export function OperatorSignedIn() {
  const pages = useRoutes([
    {
      element: <OperatorLayout />,
      children: [
        {
          index: true,
          element: (
            <Suspense fallback={loading}>
              <OperatorHome />
            </Suspense>
          ),
        },
        {
          path: 'password',
          element: (
            <Suspense fallback={loading}>
              <OperatorPassword />
            </Suspense>
          ),
        },
        { path: ':section/*', element: <OperatorSectionScreen /> },
        { path: '*', element: <OperatorSectionScreen /> },
      ],
    },
  ]);
  return <ServerData>{pages}</ServerData>;
}
