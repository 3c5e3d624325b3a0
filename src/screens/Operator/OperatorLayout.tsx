import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isOk } from '../../api/errors';
import { operatorKeys, operatorMeQuery } from '../../api/operatorQueries';
import {
  clearOperatorToken,
  getOperatorToken,
  operatorSessionEnd,
  postOperatorSignOut,
  subscribeOperatorSession,
} from '../../api/operatorSession';
import { site } from '../../content/site';
import { Button, Notice, notify, Spinner } from '../../ui';
import { OperatorLayoutView } from './OperatorLayoutView';
import { OPERATOR_SESSION_ENDED, OPERATOR_SIGN_IN, OPERATOR_SIGNED_OUT } from './shared/operatorSections';

const SIGN_OUT_FAILED = 'Could not sign out. Please try again.';

/** The back office shell: only with an operator's session, and only as long as the server keeps it. */
export function OperatorLayout() {
  const token = useSyncExternalStore(subscribeOperatorSession, getOperatorToken, getOperatorToken);
  if (!token) {
    const end = operatorSessionEnd();
    const notice =
      end === 'ended' ? OPERATOR_SESSION_ENDED : end === 'signed-out' ? OPERATOR_SIGNED_OUT : null;
    return <Navigate to={OPERATOR_SIGN_IN} replace state={notice ? { notice } : null} />;
  }
  return <SignedInShell />;
}

function SignedInShell() {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const me = useQuery(operatorMeQuery());
  const { refetch } = me;
  const [signingOut, setSigningOut] = useState(false);

  // Each move to another section asks the server again, so a session that ended shows at the next step.
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPath.current) void refetch();
  }, [pathname, refetch]);

  const onSignOut = async () => {
    setSigningOut(true);
    const result = await postOperatorSignOut();
    setSigningOut(false);
    // Clearing the token sends the operator to the sign-in page; a 401 has already cleared it.
    if (isOk(result)) clearOperatorToken('signed-out');
    else if (result.code !== 401) {
      notify.error(SIGN_OUT_FAILED);
      return;
    }
    queryClient.removeQueries({ queryKey: operatorKeys.all() });
  };

  const data = me.data;
  return (
    <OperatorLayoutView
      productName={site.productName}
      // The operator key (command line) has no operator account; the browser only ever holds a session.
      operator={data ? { username: data.operator?.username ?? 'operator key', role: data.role } : null}
      rights={data?.rights ?? []}
      onSignOut={onSignOut}
      signingOut={signingOut}
    >
      {data ? (
        <Outlet context={data} />
      ) : me.isError ? (
        <Notice
          variant="panel"
          title="The back office could not be loaded"
          action={
            <Button variant="secondary" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        />
      ) : (
        <Spinner size="lg" label="Loading the back office" />
      )}
    </OperatorLayoutView>
  );
}
