import type { Db } from './handle';

/** What a statement does, in few enough kinds to label a metric with. */
export type Operation = 'select' | 'insert' | 'update' | 'delete' | 'transaction' | 'other';

export interface SentStatement {
  /** The SQL as sent: parameter values travel apart from it and are never part of it. */
  text: string;
  operation: Operation;
  engine: 'postgres' | 'pglite';
}

/**
 * Told as a statement is sent, in the sender's async context (a request's, when a request sends it); the
 * function it returns, if any, is told when the answer comes, with the error when the statement failed.
 */
export type StatementObserver = (statement: SentStatement) => ((error?: unknown) => void) | undefined;

const FIRST_WORD = /^\s*(?:(?:--[^\n]*\n|\/\*[\s\S]*?\*\/)\s*)*([A-Za-z]+)/;
const WRITE_IN_WITH = /\b(insert|update|delete)\b/i;

export function operationOf(text: string): Operation {
  const word = FIRST_WORD.exec(text)?.[1]?.toLowerCase();
  switch (word) {
    case 'select':
    case 'insert':
    case 'update':
    case 'delete':
      return word;
    case 'begin':
    case 'start':
    case 'commit':
    case 'rollback':
    case 'savepoint':
    case 'release':
      return 'transaction';
    case 'with':
      // A data-modifying common table expression makes the statement a write.
      return (WRITE_IN_WITH.exec(text)?.[1]?.toLowerCase() as Operation | undefined) ?? 'select';
    default:
      return 'other';
  }
}

type Begin = (text: string) => (error?: unknown) => void;
type AnyFunction = (this: unknown, ...args: unknown[]) => unknown;

const textOf = (query: unknown): string =>
  typeof query === 'string'
    ? query
    : typeof query === 'object' && query !== null && typeof Reflect.get(query, 'text') === 'string'
      ? (Reflect.get(query, 'text') as string)
      : '';

const isThenable = (value: unknown): value is Promise<unknown> =>
  typeof value === 'object' && value !== null && typeof Reflect.get(value, 'then') === 'function';

/** `query` (or `exec`) of either driver, telling `begin` of each statement and its end; callbacks or promises. */
function observed(original: AnyFunction, begin: Begin): AnyFunction {
  return function (this: unknown, ...args: unknown[]) {
    const end = begin(textOf(args[0]));
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: unknown, ...rest: unknown[]) => {
        end(error || undefined);
        return callback(error, ...rest);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (!isThenable(result)) {
      end();
      return result;
    }
    return result.then(
      (value) => {
        end();
        return value;
      },
      (error: unknown) => {
        end(error);
        throw error;
      },
    );
  };
}

interface Settable {
  [key: string]: unknown;
}

/**
 * node-postgres: the pool's own `query` (which checks a connection out and in again) and each connection a
 * caller checks out with `connect()` (a transaction's), until it is released. The pool's `query` checks out
 * with a callback, so its statements are told once.
 */
function wrapPool(pool: Settable, begin: Begin): () => void {
  const query = pool.query as AnyFunction;
  const connect = pool.connect as AnyFunction;
  pool.query = observed(query, begin);
  pool.connect = function (this: unknown, ...args: unknown[]) {
    if (args.length > 0) return connect.apply(this, args);
    return (connect.call(this) as Promise<Settable>).then((client) => {
      const release = client.release as AnyFunction;
      client.query = observed(client.query as AnyFunction, begin);
      client.release = function (this: unknown, ...releaseArgs: unknown[]) {
        delete client.query;
        client.release = release;
        return release.apply(this, releaseArgs);
      };
      return client;
    });
  };
  return () => {
    delete pool.query;
    delete pool.connect;
  };
}

/**
 * PGlite: `query` and `exec`, and the same two of each transaction's handle (its BEGIN and COMMIT are PGlite's
 * own, not statements the server sends).
 */
function wrapPglite(client: Settable, begin: Begin): () => void {
  const transaction = client.transaction as AnyFunction;
  client.query = observed(client.query as AnyFunction, begin);
  client.exec = observed(client.exec as AnyFunction, begin);
  client.transaction = function (this: unknown, work: unknown, ...rest: unknown[]) {
    const inside = (tx: Settable) => {
      tx.query = observed(tx.query as AnyFunction, begin);
      tx.exec = observed(tx.exec as AnyFunction, begin);
      return (work as (tx: Settable) => unknown)(tx);
    };
    return transaction.call(this, inside, ...rest);
  };
  return () => {
    delete client.query;
    delete client.exec;
    delete client.transaction;
  };
}

interface Watch {
  observers: Set<StatementObserver>;
  unwrap: () => void;
}

const watched = new WeakMap<object, Watch>();

/**
 * Tells `observer` of every statement `db` sends, on either engine, until the returned function is called.
 * The driver's client is wrapped while anyone observes and given back as it was after the last one stops, so
 * an instance that neither counts nor traces statements runs the drivers untouched.
 */
export function observeStatements(db: Db, observer: StatementObserver): () => void {
  // `$client` is the driver's own handle, which the engine-neutral `Db` type does not declare.
  const client = Reflect.get(db, '$client') as Settable;
  let watch = watched.get(client);
  if (!watch) {
    const observers = new Set<StatementObserver>();
    const engine = client.totalCount === undefined ? 'pglite' : 'postgres';
    const begin: Begin = (text) => {
      const statement: SentStatement = { text, operation: operationOf(text), engine };
      const ends: ((error?: unknown) => void)[] = [];
      for (const each of observers) {
        const end = each(statement);
        if (end) ends.push(end);
      }
      return (error) => {
        for (const end of ends) end(error);
      };
    };
    const unwrap = engine === 'postgres' ? wrapPool(client, begin) : wrapPglite(client, begin);
    watch = { observers, unwrap };
    watched.set(client, watch);
  }
  const current = watch;
  current.observers.add(observer);
  return () => {
    current.observers.delete(observer);
    if (current.observers.size === 0 && watched.get(client) === current) {
      current.unwrap();
      watched.delete(client);
    }
  };
}
