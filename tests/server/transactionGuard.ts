import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../../server/db/client';

interface Session {
  transaction(...args: unknown[]): Promise<unknown>;
  prepareQuery(...args: unknown[]): unknown;
}

/**
 * Makes a query through `db` from inside one of `db`'s own transactions fail at once, as it hangs forever on
 * PGlite (one transaction at a time for the whole process). PostgreSQL would run it on another connection,
 * outside the transaction, so without this the suites that run on PostgreSQL only would miss the mistake.
 */
export function refuseRootQueriesInTransactions(db: Db): void {
  const open = new AsyncLocalStorage<{ open: boolean }>();
  const session = (db as unknown as { session: Session }).session;
  const transaction = session.transaction.bind(session);
  const prepareQuery = session.prepareQuery.bind(session);
  session.transaction = (...args) => {
    const state = { open: true };
    return open
      .run(state, () => transaction(...args))
      .finally(() => {
        state.open = false;
      });
  };
  session.prepareQuery = (...args) => {
    if (open.getStore()?.open) {
      throw new Error(
        'A query went through db inside one of its transactions (use the transaction handle): on PGlite it would hang',
      );
    }
    return prepareQuery(...args);
  };
}
