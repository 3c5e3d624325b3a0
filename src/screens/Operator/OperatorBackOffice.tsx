import { Suspense } from 'react';
import { useRoutes } from 'react-router-dom';
import { getOperatorToken } from '../../api/operatorSession';
import { Spinner } from '../../ui';
import { lazyNamed } from '../../ui/lazyNamed';
import { OperatorSignInScreen } from './OperatorSignInScreen';

// The pages past the sign-in load once an operator gets there, with the server-data cache they read through:
// the sign-in page downloads neither. An operator who is signed in already is on the way past it, so their
// pages download at once rather than after this module has drawn.
const signedIn = lazyNamed(() => import('./OperatorSignedIn'), 'OperatorSignedIn');
if (getOperatorToken()) void signedIn.preload();
const OperatorSignedIn = signedIn.Lazy;

/**
 * Everything under /operator, the sign-in page included. Its routes live here rather than in the app's
 * table, so the member routes' first download carries one entry for the whole back office.
 */
export function OperatorBackOffice() {
  return useRoutes([
    { path: 'sign-in', element: <OperatorSignInScreen /> },
    {
      path: '*',
      element: (
        <Suspense fallback={<Spinner size="lg" label="Loading the back office" />}>
          <OperatorSignedIn />
        </Suspense>
      ),
    },
  ]);
}
