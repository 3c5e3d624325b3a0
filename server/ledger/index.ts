export * from './batch';
export * from './errors';
export * from './idempotency';
export * from './invariants';
export * from './ledger';
