export * from './deposits';
export * from './ledger';
export * from './members';
export * from './ops';
export * from './reserve';
export * from './staking';
export * from './team';
export * from './withdrawals';
