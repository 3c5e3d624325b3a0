export * from './auth';
export * from './common';
export * from './money';
export * from './operator';
export * from './staking';
export * from './wallet';
export * from './withdraw';
